import type { ApiResult } from '../../../../contracts/common/responses';
import { CAPTCHA_HEADER } from '../../../../contracts/member/payloads';
import type { NewsletterLinkAction, NewsletterSubscribePayload } from '../../../../contracts/newsletter/payloads';
import type { ApiClient } from '../../lib/api-client';

/** The storefront's newsletter routes: subscribe (with the bot check's solution), and the mailed links' actions. */
export const newsletterApi = (api: ApiClient) => ({
  subscribe: (payload: NewsletterSubscribePayload, captchaToken: string) => api.post<ApiResult>('/api/newsletter-subscribe', payload, { [CAPTCHA_HEADER]: captchaToken }),
  /** Confirms or unsubscribes by the token of a mailed link. */
  followLink: (action: NewsletterLinkAction, token: string) => api.post<ApiResult>(action === 'confirm' ? '/api/newsletter-confirm' : '/api/newsletter-unsubscribe', { token }),
});
export type NewsletterApi = ReturnType<typeof newsletterApi>;
