import { Inject, Injectable } from '@nestjs/common';
import { OrderStatus, type Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayMemberClubResult, GatewayMemberCollectionResult } from '../../../../contracts/gateway/member.js';
import { CLUB_POINTS_PER_UNIT, clubLevelOf, type ClubEntry, type ClubEntryState } from '../../../../contracts/member/member-club.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { AppError } from '../../common/errors.js';
import { DATABASE, type Database } from '../db/database.js';
import { MemberClubRepository, VOID_STATUSES, type ClubOrderRow } from './member-club.repository.js';

/** Orders whose goods reached the member: their points are earned (Paid comes before the goods leave). */
const DELIVERED: readonly OrderStatus[] = [OrderStatus.Delivered, OrderStatus.Closed];

/** The collection page shows this many products at most. */
const COLLECTION_LIMIT = 100;

function stateOf(status: OrderStatus): ClubEntryState {
  if (VOID_STATUSES.includes(status)) return 'cancelled';
  return DELIVERED.includes(status) ? 'earned' : 'pending';
}

/** Points of an order: full major units of its currency times the currency's rate, rounded down. */
export function pointsOf(order: Pick<ClubOrderRow, 'currencyCode' | 'netTotal'>): number {
  const perUnit = CLUB_POINTS_PER_UNIT[order.currencyCode] ?? CLUB_POINTS_PER_UNIT.TRY;
  return Math.floor(Math.floor(order.netTotal / 100) * perUnit);
}

/**
 * An order's points once refunded returns took theirs back: the points of what the member kept
 * (so rounding never takes back more than the order gave), and how many the returns took.
 */
export function orderPoints(order: Pick<ClubOrderRow, 'currencyCode' | 'netTotal' | 'refunded'>): { points: number; returnedPoints: number } {
  const full = pointsOf(order);
  const points = pointsOf({ currencyCode: order.currencyCode, netTotal: Math.max(0, order.netTotal - order.refunded) });
  return { points, returnedPoints: full - points };
}

/**
 * Vitrin Club and the collection (spec §7 Member: points; /u/club, /u/collection), read from the
 * member's own orders: nothing is stored twice, so a cancel, a delivery or a refunded return shows at once. Members
 * only: a visitor's token is 401, a guest's 403.
 */
@Injectable()
export class MemberClubService {
  constructor(@Inject(DATABASE) private readonly db: Database, private readonly repository: MemberClubRepository) {}

  club(shopper: EnvironmentClaims): Promise<GatewayMemberClubResult> {
    return this.clubOf(memberOf(shopper));
  }

  /** A member's club by id: the shop's console reads it (issue 30 item 4). */
  async clubOf(memberId: number): Promise<GatewayMemberClubResult> {
    const entries: ClubEntry[] = (await this.repository.orders(this.db, memberId)).map((order) => {
      const state = stateOf(order.status);
      if (state === 'cancelled') return { docNo: order.docNo, at: order.createdAt.toISOString(), points: 0, state };
      const { points, returnedPoints } = orderPoints(order);
      return { docNo: order.docNo, at: order.createdAt.toISOString(), points, state, ...(returnedPoints > 0 ? { returnedPoints } : {}) };
    });
    const sum = (state: ClubEntryState) => entries.filter((entry) => entry.state === state).reduce((total, entry) => total + entry.points, 0);
    const points = sum('earned');
    return { club: { points, pendingPoints: sum('pending'), ...clubLevelOf(points), entries } };
  }

  async collection(shopper: EnvironmentClaims, culture: Culture, currencyId: number): Promise<GatewayMemberCollectionResult> {
    return { items: await this.repository.collection(this.db, memberOf(shopper), culture, currencyId, COLLECTION_LIMIT) };
  }
}

function memberOf(shopper: EnvironmentClaims): number {
  if (shopper.memberId <= 0) throw new AppError(MemberMessage.notSignedIn, 401, 'NOT_SIGNED_IN');
  if (shopper.isGst) throw new AppError(MemberMessage.membersOnly, 403, 'MEMBERS_ONLY');
  return shopper.memberId;
}
