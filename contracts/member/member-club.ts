/**
 * Vitrin Club (spec §2 /u/club, §7 Member: points) and the member's collection (/u/collection):
 * what a member gets from their orders. Points are earned on an order once it is delivered;
 * until then they are pending, and a cancelled or rejected order earns none; a refunded return
 * takes back the points of what it paid back. The collection is
 * every product the member has bought in an order that was not cancelled, most recent first.
 */
import type { ApiResult } from '../common/responses.js';
import type { MemberProductEntry } from './entities.js';

/** Points per full major unit of an order's currency: one point for every 10 ₺ and about as much for the others. */
export const CLUB_POINTS_PER_UNIT: Readonly<Record<string, number>> = { TRY: 0.1, USD: 4, EUR: 4 };

/** Club levels by the points earned, lowest first: the page names them in the shopper's language. */
export const CLUB_LEVELS = [
  { id: 'bronze', from: 0 },
  { id: 'silver', from: 500 },
  { id: 'gold', from: 2000 },
] as const;

export type ClubLevelId = (typeof CLUB_LEVELS)[number]['id'];

/** What an order means for the member's points. */
export type ClubEntryState = 'earned' | 'pending' | 'cancelled';

export interface ClubEntry {
  docNo: string;
  /** When the order was placed (ISO). */
  at: string;
  /** The order's points after refunded returns took theirs back. */
  points: number;
  /** Points refunded returns of the order took back, when any did. */
  returnedPoints?: number;
  state: ClubEntryState;
}

export interface MemberClub {
  /** Points earned (delivered orders). */
  points: number;
  /** Points of orders still on their way. */
  pendingPoints: number;
  level: ClubLevelId;
  /** The next level and the points still needed for it; absent at the top level. */
  next?: { level: ClubLevelId; pointsNeeded: number };
  /** Newest first. */
  entries: ClubEntry[];
}

/**
 * A product the member has bought and the shop still sells, as a favourite is shown: its name,
 * page and picture today and its price now in the shopper's currency; `createdAt` is when it was
 * last bought.
 */
export interface CollectionItem extends MemberProductEntry {
  /** Units bought over all orders. */
  quantity: number;
}

/** GET /api/member-club. */
export interface MemberClubResponse extends ApiResult {
  club: MemberClub;
}

/** GET /api/member-collection. */
export interface MemberCollectionResponse extends ApiResult {
  items: CollectionItem[];
}

/** The level a number of earned points reaches, and the next one. */
export function clubLevelOf(points: number): Pick<MemberClub, 'level' | 'next'> {
  const index = CLUB_LEVELS.findLastIndex((level) => points >= level.from);
  const next = CLUB_LEVELS[index + 1];
  return { level: CLUB_LEVELS[index].id, ...(next ? { next: { level: next.id, pointsNeeded: next.from - points } } : {}) };
}

/** Texts the server falls back on (S8.20). */
export const MemberClubText = {
  clubFailure: 'Failed to get club points',
  collectionFailure: 'Failed to get collection',
} as const;
