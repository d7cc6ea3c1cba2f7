import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayCreditWalletRequest, GatewayWalletResult } from '../../../../contracts/gateway/order.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { AppError, NotFoundError } from '../../common/errors.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import { WalletRepository } from './wallet.repository.js';

/** The member's store credit (spec §7 Payment: wallet): read by the shopper, given by the shop. */
@Injectable()
export class WalletService {
  constructor(@Inject(DATABASE) private readonly db: Database, private readonly repository: WalletRepository, private readonly currencies: CurrencyRepository) {}

  async balance(shopper: EnvironmentClaims, currencyId: number): Promise<GatewayWalletResult> {
    if (shopper.memberId <= 0) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    const currencyCode = await this.currencies.codeOf(this.db, currencyId);
    return { balance: (await this.repository.balance(this.db, shopper.memberId, currencyId)) / 100, currencyCode };
  }

  /** The operator's credit (a goodwill gesture, a demo member's starting balance). */
  async credit(request: GatewayCreditWalletRequest): Promise<GatewayWalletResult> {
    const currencyCode = await this.currencies.codeOf(this.db, request.currencyId);
    const memberId = await this.repository.memberByEmail(this.db, request.email);
    if (!memberId) throw new NotFoundError('Member not found');
    const minor = Math.round(request.amount * 100);
    const balance = await this.creditMember(memberId, request.currencyId, minor, request.note?.trim() || 'credit');
    return { balance: balance / 100, currencyCode };
  }

  /**
   * Credits a member by id (the console, issue 30 item 4): minor units, with the reason the ledger
   * keeps; `within` runs in the same transaction with the balances before and after (the audit entry).
   * Answers the new balance.
   */
  async creditMember(memberId: number, currencyId: number, amount: number, note: string, within?: (tx: Queryable, before: number, after: number) => Promise<void>): Promise<number> {
    return this.db.transaction(async (tx) => {
      const before = await this.repository.balance(tx, memberId, currencyId);
      const after = await this.repository.credit(tx, memberId, currencyId, amount, null, note);
      if (within) await within(tx, before, after);
      return after;
    });
  }
}
