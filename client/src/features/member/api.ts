import type { ApiResult } from '../../../../contracts/common/responses';
import type { ForgotPasswordPayload, GuestLogonPayload, LoginPayload, RegisterPayload, RenewPasswordPayload } from '../../../../contracts/member/payloads';
import { CAPTCHA_HEADER } from '../../../../contracts/member/payloads';
import type { AltchaChallenge, MemberResponse, TextTemplateResponse } from '../../../../contracts/member/responses';
import type { ApiClient } from '../../lib/api-client';

/** The storefront's sign-in routes (the account area's calls live in features/member/api.ts). */
export const memberApi = (api: ApiClient) => ({
  altchaChallenge: () => api.get<AltchaChallenge>('/api/altcha-challenge'),
  register: (payload: RegisterPayload) => api.post<MemberResponse>('/api/register', payload),
  /** `captchaToken`: the bot check's solution, once a refusal asked for it (BotCheckNeeded). */
  login: (payload: LoginPayload, captchaToken?: string) => api.post<MemberResponse>('/api/login', payload, captchaToken ? { [CAPTCHA_HEADER]: captchaToken } : undefined),
  logonAsGuest: (payload: GuestLogonPayload, captchaToken: string) => api.post<ApiResult>('/api/logon-as-guest', payload, { [CAPTCHA_HEADER]: captchaToken }),
  logout: () => api.post<ApiResult>('/api/logout'),
  activeMember: () => api.get<MemberResponse>('/api/active-member'),
  verifyOtp: (code: string) => api.post<MemberResponse>('/api/verify-otp', { code }),
  resendOtp: () => api.post<ApiResult>('/api/resend-otp'),
  forgotPassword: (payload: ForgotPasswordPayload) => api.post<ApiResult>('/api/forgot-password', payload),
  renewPassword: (payload: RenewPasswordPayload) => api.post<ApiResult>('/api/renew-password', payload),
  privacyText: () => api.post<TextTemplateResponse>('/api/text-template', { providerName: 'PrivacyPolicy' }),
});
export type MemberApi = ReturnType<typeof memberApi>;
