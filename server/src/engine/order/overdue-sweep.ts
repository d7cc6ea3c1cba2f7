import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PayLaterService } from './pay-later.service.js';

/**
 * Runs the overdue pay-later sweep by itself every PAY_LATER_SWEEP_SECONDS, so an unpaid order's
 * stock comes back without an operator remembering to. Several instances may sweep at once: the
 * sweep leaves an order another one already moved.
 */
@Injectable()
export class OverdueSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly payLater: PayLaterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.sweep(), this.config.payLaterSweepSeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private sweep(): void {
    // A slow sweep is not started twice over itself.
    if (this.running) return;
    this.running = this.payLater.cancelOverdue()
      .then(({ cancelled }) => { if (cancelled.length) this.logger.info({ cancelled }, 'overdue pay-later orders cancelled'); })
      .catch((error: unknown) => this.logger.error({ err: error }, 'overdue pay-later sweep failed; tried again at the next turn'))
      .finally(() => { this.running = undefined; });
  }
}
