import { Injectable } from '@nestjs/common';
import type { ApiResult } from '../../../../contracts/common/responses.js';
import { NEWSLETTER_CONSENT_VERSION } from '../../../../contracts/newsletter/consent.js';
import { NewsletterMessage } from '../../../../contracts/newsletter/messages.js';
import type { NewsletterSubscribePayload } from '../../../../contracts/newsletter/payloads.js';
import { BotCheckService } from '../../common/bot-check/bot-check.service.js';
import type { RequestContext } from '../../common/request-context.js';
import { NewsletterClient } from './newsletter.client.js';

/**
 * The footer's newsletter (issue 14 item 7): subscribing passes the bot check first, then the
 * gateway stores the consent (with the version of the words the form showed) and mails the
 * confirmation link. The answer never says whether the address was already subscribed.
 */
@Injectable()
export class NewsletterService {
  constructor(private readonly client: NewsletterClient, private readonly botCheck: BotCheckService) {}

  async subscribe(context: RequestContext, payload: NewsletterSubscribePayload, captchaToken: string | undefined): Promise<ApiResult> {
    await this.botCheck.verify(captchaToken);
    await this.client.subscribe(context.culture, { email: payload.email, consentVersion: NEWSLETTER_CONSENT_VERSION });
    return { isSuccess: true, message: NewsletterMessage.checkInbox };
  }

  async confirm(context: RequestContext, token: string): Promise<ApiResult> {
    await this.client.confirm(context.culture, { token });
    return { isSuccess: true, message: NewsletterMessage.confirmed };
  }

  async unsubscribe(context: RequestContext, token: string): Promise<ApiResult> {
    await this.client.unsubscribe(context.culture, { token });
    return { isSuccess: true, message: NewsletterMessage.unsubscribed };
  }
}
