import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { GatewayNewsletterResult } from '../../../../contracts/gateway/newsletter.js';
import { MEMBER_LIMITS } from '../../../../contracts/member/limits.js';
import type { NewsletterLinkAction } from '../../../../contracts/newsletter/payloads.js';
import { NewsletterMessage } from '../../../../contracts/newsletter/messages.js';
import { TRANSLATED_ROUTES } from '../../../../contracts/site/routes.js';
import { AppError } from '../../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { publicOrigin } from '../../config/public-origin.js';
import { DATABASE, type Database } from '../db/database.js';
import { newLinkToken, secretHash } from '../member/secret-codes.js';
import { MailTemplates } from '../notification/mail-templates.js';
import { NotificationService } from '../notification/notification.service.js';
import { NewsletterRepository } from './newsletter.repository.js';

/** The SPA page the mailed links open, by language; it posts the token (opening a link changes nothing). */
const NEWSLETTER_PAGE: Record<Culture, string> = { tr: '/bulten', en: TRANSLATED_ROUTES['/bulten'] ?? '/en/bulten' };

const invalidLink = () => new AppError(NewsletterMessage.linkInvalid, HttpStatus.BAD_REQUEST, 'NEWSLETTER_LINK_INVALID');

/**
 * The newsletter with double opt-in (spec §7 Member: newsletter subscribe, confirm,
 * unsubscribe). Subscribing stores the address as pending with the consent's time and text
 * version and mails a confirmation link; only that link confirms. Link tokens are random and
 * only their hashes are stored. An address is subscribed once: an already confirmed one is
 * left alone and mailed nothing, and the caller cannot tell it from a new one.
 */
@Injectable()
export class NewsletterService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: NewsletterRepository,
    private readonly notifications: NotificationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A new, pending or unsubscribed address becomes pending with fresh links (earlier ones of a
   * pending address stop working) and gets the confirmation mail; a confirmed one gets nothing.
   */
  async subscribe(culture: Culture, email: string, consentVersion: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const confirmToken = newLinkToken();
    const unsubscribeToken = newLinkToken();
    const mailed = await this.db.transaction(async (tx) => {
      const pending = await this.repository.markPending(tx, {
        email: address, language: culture, confirmHash: secretHash(confirmToken), unsubscribeHash: secretHash(unsubscribeToken),
        confirmSeconds: MEMBER_LIMITS.newsletterConfirmSeconds, consentVersion,
      });
      if (pending) {
        await this.notifications.enqueue(tx, MailTemplates.newsletterConfirm(address, culture, this.link(culture, 'confirm', confirmToken), this.link(culture, 'unsubscribe', unsubscribeToken)));
      }
      return pending;
    });
    if (mailed) this.notifications.flush();
  }

  /** A pending address with an unexpired link becomes confirmed; the link followed again answers the same. */
  async confirm(token: string): Promise<GatewayNewsletterResult> {
    const refusal = await this.db.transaction(async (tx) => {
      const target = await this.repository.lockByConfirmHash(tx, secretHash(token));
      if (!target) return invalidLink();
      if (target.status === 'confirmed') return undefined;
      if (target.status !== 'pending') return invalidLink();
      if (target.expired) return new AppError(NewsletterMessage.linkExpired, HttpStatus.GONE, 'NEWSLETTER_LINK_EXPIRED');
      await this.repository.confirm(tx, target.email);
      return undefined;
    });
    if (refusal) throw refusal;
    return { status: 'confirmed' };
  }

  /** The address of the link leaves the newsletter (pending or confirmed); again, nothing changes. */
  async unsubscribe(token: string): Promise<GatewayNewsletterResult> {
    const status = await this.db.transaction((tx) => this.repository.unsubscribe(tx, secretHash(token)));
    if (!status) throw invalidLink();
    return { status };
  }

  private link(culture: Culture, action: NewsletterLinkAction, token: string): string {
    return `${publicOrigin(this.config)}${NEWSLETTER_PAGE[culture]}?action=${action}&token=${token}`;
  }
}
