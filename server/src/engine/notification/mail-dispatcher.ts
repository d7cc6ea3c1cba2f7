import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DATABASE, type Database } from '../db/database.js';
import { NotificationRepository } from './notification.repository.js';
import { OneAtATime, OUTBOX_BATCH, OUTBOX_SWEEP_MS } from '../common/one-at-a-time.js';

/**
 * Sends the outbox through SMTP (SMTP_URL, nodemailer). Without SMTP_URL mails stay in the
 * outbox: the development mailbox page shows them. A mail is sent after the transaction that
 * wrote it commits, so a rolled-back change never mails anyone.
 */
@Injectable()
export class MailDispatcher implements OnModuleInit, OnApplicationShutdown {
  private transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private readonly runner = new OneAtATime(() => this.sendWaiting());

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: NotificationRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.smtpUrl) return;
    // Loaded only when mail goes out by SMTP: a shop without SMTP_URL keeps nodemailer out of memory.
    const { default: nodemailer } = await import('nodemailer');
    this.transport = nodemailer.createTransport(this.config.smtpUrl);
    this.timer = setInterval(() => this.kick(), OUTBOX_SWEEP_MS);
    this.timer.unref();
  }

  /** Sends what is waiting now (called after a commit that wrote mails). */
  kick(): void {
    if (this.transport) this.runner.kick();
  }

  private async sendWaiting(): Promise<void> {
    try {
      for (const mail of await this.repository.claim(this.db, OUTBOX_BATCH)) {
        try {
          await this.transport!.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          await this.repository.sent(this.db, mail.id);
        } catch (error) {
          this.logger.warn({ err: error, mailId: mail.id }, 'mail not sent; tried again later');
          await this.repository.failed(this.db, mail.id, error instanceof Error ? error.message : String(error));
        }
      }
    } catch (error) {
      this.logger.error({ err: error }, 'outbox could not be read');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.runner.idle();
    this.transport?.close();
  }
}
