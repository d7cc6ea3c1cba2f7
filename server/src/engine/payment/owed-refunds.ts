import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { GatewayOwedRefundsResult } from '../../../../contracts/gateway/payment.js';
import { AppError } from '../../common/errors.js';
import { LOGGER } from '../../common/logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OneAtATime } from '../common/one-at-a-time.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { OwedRefundRepository } from './owed-refund.repository.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';

/** A charge to give back whole, and why (kept with it when the bank does not take it at once). */
export interface ChargeToReverse {
  providerReference: string;
  /** Minor units. */
  amount: number;
  reason: string;
}

/** Owed refunds tried per round. */
const RETRY_BATCH = 20;
/** Owed refunds the operator's list shows. */
const LIST_LIMIT = 100;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A failure as an owed refund's reason names it: the shop's own code, else the message. */
export const failureOf = (error: unknown): string => (error instanceof AppError ? error.code : messageOf(error));

/**
 * Gives back card money the shop must not keep: a charge whose order was never written. When the
 * bank does not take the refund (down, too slow), the refund is kept owed in the database and
 * tried again every REFUND_RETRY_SECONDS, on any instance, until it does: a charge without an
 * order is never left to a log line. Every try carries the same idempotency key, so a refund the
 * bank made but answered too late is not made twice.
 */
@Injectable()
export class OwedRefunds implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private readonly runner = new OneAtATime(() => this.retryRound());

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: OwedRefundRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.runner.kick(), this.config.refundRetrySeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.runner.idle();
  }

  /**
   * Refunds the charge now, or keeps it owed. Never throws: the caller is already answering the
   * failure that made the refund necessary.
   */
  async reverse(charge: ChargeToReverse): Promise<void> {
    // One key per charge: a charge is reversed whole, once.
    const idempotencyKey = `reversal-${charge.providerReference}`;
    try {
      await this.provider.refund(charge.providerReference, charge.amount, idempotencyKey);
      return;
    } catch (error) {
      try {
        await this.repository.owe(this.db, { ...charge, idempotencyKey, error: messageOf(error) });
        this.logger.warn({ err: error, reference: charge.providerReference, reason: charge.reason }, 'card refund failed; kept owed and tried again later');
      } catch (keepError) {
        // The database is down too: only the log holds the charge now.
        this.logger.error({ err: keepError, refundError: messageOf(error), reference: charge.providerReference, amount: charge.amount, reason: charge.reason },
          'card refund failed and could not be kept owed: reconcile by hand');
      }
    }
  }

  /** The latest owed refunds, still owed or taken (the operator's list). */
  async list(): Promise<GatewayOwedRefundsResult> {
    return { refunds: await this.repository.latest(this.db, LIST_LIMIT) };
  }

  /**
   * One owed refund tried now (the console's retry), not waiting for the next round: the bank's
   * answer and `record` (the staff member's audit entry) are written in one transaction. Answers
   * whether the bank took it; `refusal` names why there was nothing to try.
   */
  async retryNow(id: number, record: (tx: Queryable, outcome: { refunded: boolean; error?: string }) => Promise<void>):
    Promise<{ refunded: boolean; error?: string } | { refusal: 'missing' | 'refunded' | 'busy' }> {
    const claimed = await this.repository.claimOne(this.db, id);
    if (claimed.state !== 'claimed') return { refusal: claimed.state };
    const owed = claimed.refund;
    let outcome: { refunded: boolean; error?: string };
    try {
      await this.provider.refund(owed.providerReference, owed.amount, owed.idempotencyKey);
      outcome = { refunded: true };
    } catch (error) {
      outcome = { refunded: false, error: messageOf(error) };
    }
    await this.db.transaction(async (tx) => {
      if (outcome.refunded) await this.repository.refunded(tx, owed.id);
      else await this.repository.failed(tx, owed.id, outcome.error ?? '');
      await record(tx, outcome);
    });
    this.logger.info({ reference: owed.providerReference, refunded: outcome.refunded }, 'owed card refund tried by staff');
    return outcome;
  }

  /** A page of owed refunds for the console (`owed`: only those still owed). */
  page(owed: boolean | undefined, offset: number, limit: number, order: 'ASC' | 'DESC') {
    return this.repository.page(this.db, owed, offset, limit, order);
  }

  private async retryRound(): Promise<void> {
    try {
      for (const owed of await this.repository.claim(this.db, RETRY_BATCH)) {
        try {
          await this.provider.refund(owed.providerReference, owed.amount, owed.idempotencyKey);
          await this.repository.refunded(this.db, owed.id);
          this.logger.info({ reference: owed.providerReference }, 'owed card refund taken by the bank');
        } catch (error) {
          this.logger.warn({ err: error, reference: owed.providerReference }, 'owed card refund failed again; tried again later');
          await this.repository.failed(this.db, owed.id, messageOf(error));
        }
      }
    } catch (error) {
      this.logger.error({ err: error }, 'owed refunds could not be read; tried again at the next round');
    }
  }
}
