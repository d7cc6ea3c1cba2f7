import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.js';
import { DATABASE, type Database } from '../db/database.js';
import { NotificationRepository } from './notification.repository.js';
import { OneAtATime, OUTBOX_BATCH, OUTBOX_SWEEP_MS } from '../common/one-at-a-time.js';
import { SMS_CARRIER, type SmsCarrier } from './sms-carrier.js';

/**
 * Hands the SMS outbox to the carrier (SMS_URL) after the transaction that wrote a text commits,
 * each text once: one whose hand-over failed keeps its error and is not tried again. Without a
 * carrier texts stay in the outbox (development mailbox page).
 */
@Injectable()
export class SmsDispatcher implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private readonly runner = new OneAtATime(() => this.sendWaiting());

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: NotificationRepository,
    @Inject(SMS_CARRIER) private readonly carrier: SmsCarrier | null,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    if (!this.carrier) return;
    this.timer = setInterval(() => this.kick(), OUTBOX_SWEEP_MS);
    this.timer.unref();
  }

  /** Sends what is waiting now (called after a commit that wrote texts). */
  kick(): void {
    if (this.carrier) this.runner.kick();
  }

  private async sendWaiting(): Promise<void> {
    try {
      for (const sms of await this.repository.claimSms(this.db, OUTBOX_BATCH)) {
        try {
          await this.carrier!.send(sms);
        } catch (error) {
          // The number is personal data: the text's id and the reason are logged, not the text.
          this.logger.warn({ smsId: sms.id, reason: error instanceof Error ? error.message : String(error) }, 'SMS not handed to the carrier; not sent again');
          await this.repository.smsFailed(this.db, sms.id, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
          continue;
        }
        await this.repository.smsSent(this.db, sms.id);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'SMS outbox could not be read');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.runner.idle();
  }
}
