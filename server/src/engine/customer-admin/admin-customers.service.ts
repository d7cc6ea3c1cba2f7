import { Inject, Injectable } from '@nestjs/common';
import type { AdminCustomer, AdminCustomerRow, AdminMessageRow, AdminMessageThread, WalletCreditPayload } from '../../../../contracts/admin/customers.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import type { Culture } from '../../../../contracts/enums.js';
import { MEMBER_SEGMENTS } from '../../../../contracts/member/member-details.js';
import { MemberMessagesText } from '../../../../contracts/member/member-messages.js';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import type { SqlListQuery } from '../common/list-query.js';
import { DATABASE, type Database } from '../db/database.js';
import { MemberDetailsService } from '../member/member-details.service.js';
import { MemberMessageRepository } from '../member-message/member-message.repository.js';
import { MemberMessageService } from '../member-message/member-message.service.js';
import { MemberClubService } from '../order/member-club.service.js';
import { WalletService } from '../payment/wallet.service.js';
import { AdminCustomersRepository, type CustomerFilter, type MessageFilter } from './admin-customers.repository.js';

/** The segments the shop assigns by hand (the others the engine works out). */
const ASSIGNED = MEMBER_SEGMENTS.filter((segment) => segment.source === 'assigned');
const CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * The console's customers and their messages (issue 30 item 4). Reads are the console's own; every
 * change goes through the engine's service for it (WalletService, MemberDetailsService's segment
 * mappings, MemberMessageService's shop answer with its mail), its audit entry in that transaction.
 */
@Injectable()
export class AdminCustomersService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: AdminCustomersRepository,
    private readonly club: MemberClubService,
    private readonly wallet: WalletService,
    private readonly details: MemberDetailsService,
    private readonly messageService: MemberMessageService,
    private readonly threads: MemberMessageRepository,
    private readonly audit: AuditLog,
  ) {}

  list(filter: CustomerFilter, query: SqlListQuery): Promise<{ rows: AdminCustomerRow[]; total: number }> {
    return this.repository.page(filter, query);
  }

  async get(id: number, culture: Culture): Promise<AdminCustomer> {
    const customer = await this.repository.customer(this.db, id);
    if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    const [details, { club }, mappings, messages] = await Promise.all([
      this.repository.details(id, culture), this.club.clubOf(id), this.repository.segmentMappings(id),
      this.repository.messages({ customerId: id }, { sort: { column: 't.last_message_at', order: 'DESC' }, offset: 0, limit: 100, filter: {} }, culture),
    ]);
    return {
      ...customer, ...details, messages: messages.rows,
      club: { points: club.points, pendingPoints: club.pendingPoints, level: club.level },
      segments: customer.kind === 'guest' ? [] : ASSIGNED.map((segment) => ({
        code: segment.code, name: segment[culture], assigned: mappings.has(segment.code), ...(mappings.has(segment.code) ? { since: mappings.get(segment.code) } : {}),
      })),
    };
  }

  /** Store credit for a member (owner only), through the engine's wallet. */
  async creditWallet(actor: StaffIdentity, id: number, payload: WalletCreditPayload, culture: Culture): Promise<AdminCustomer> {
    const customer = await this.repository.customer(this.db, id);
    if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    if (customer.kind === 'guest') throw new BadInputError('A guest has no wallet: store credit is for members');
    const currency = await this.repository.currency(payload.currencyId);
    if (!currency) throw new BadInputError(`currencyId ${payload.currencyId} is not one of the shop's currencies`);
    const reason = payload.reason.trim();
    if (!reason) throw new BadInputError('reason is required: the wallet and the audit log keep why');
    await this.wallet.creditMember(id, payload.currencyId, payload.amount, reason, (tx, before, after) => this.audit.record(tx, actor, {
      action: 'customer.wallet-credit', thingType: 'customer', thingId: id,
      before: { currency, balance: before }, after: { currency, balance: after, credited: payload.amount, reason },
    }));
    return this.get(id, culture);
  }

  /** Puts a member in one of the shop's segments or takes them out (owner, support). */
  async setSegment(actor: StaffIdentity, id: number, code: string, assigned: boolean, culture: Culture): Promise<AdminCustomer> {
    if (!ASSIGNED.some((segment) => segment.code === code)) throw new BadInputError(`segment must be one of ${ASSIGNED.map((segment) => segment.code).join(', ')}`);
    const customer = await this.repository.customer(this.db, id);
    if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    if (customer.kind === 'guest') throw new BadInputError('Segments are for members, not guest records');
    const was = (await this.repository.segmentMappings(id)).has(code);
    await this.details.setSegmentMapping(id, code, assigned, culture, (tx) => this.audit.record(tx, actor, {
      action: assigned ? 'customer.segment-assign' : 'customer.segment-unassign', thingType: 'customer', thingId: id,
      before: { segment: code, assigned: was }, after: { segment: code, assigned },
    }));
    return this.get(id, culture);
  }

  messages(filter: MessageFilter, query: SqlListQuery, culture: Culture): Promise<{ rows: AdminMessageRow[]; total: number }> {
    return this.repository.messages(filter, query, culture);
  }

  async message(id: number, culture: Culture): Promise<AdminMessageThread> {
    const row = await this.repository.message(id, culture);
    if (!row) throw new NotFoundError(MemberMessagesText.notFound);
    return { ...row, messages: await this.threads.messages(this.db, id) };
  }

  /** The shop's answer: the member reads it on /u/messages and gets a mail (MemberMessageService.shopAnswer). */
  async answer(actor: StaffIdentity, id: number, text: string, culture: Culture): Promise<AdminMessageThread> {
    await this.messageService.shopAnswer(culture, id, text, (tx, thread) => this.audit.record(tx, actor, {
      action: 'customer-message.answer', thingType: 'customer-message', thingId: id, before: null, after: { memberId: thread.memberId, text },
    }));
    return this.message(id, culture);
  }
}
