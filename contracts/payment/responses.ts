import type { ApiResult } from '../common/responses.js';
import type { BankAccount, CardBank, InstallmentOption, PendingChallenge } from './entities.js';

/** POST /api/get-installments: the card's bank and what it offers for the current cart's total. */
export interface InstallmentsResponse extends ApiResult {
  bank: CardBank;
  /** Always starts with the single payment (count 1). */
  options: InstallmentOption[];
  /** The currency the amounts are in. */
  currencyCode: string;
  /** The card points the plans take off first (major units): the points asked for, at most the total. */
  points: number;
}

/** POST /api/get-card-points. */
export interface CardPointsResponse extends ApiResult {
  bank: CardBank;
  /** Points the card holds, as money of the cart's currency (major units); 0 when the card has none. */
  balance: number;
  currencyCode: string;
}

/** GET /api/get-banks: the shop's accounts for bank transfer. */
export interface BankAccountsResponse extends ApiResult {
  bankAccounts: BankAccount[];
}

/** GET /api/3d-secure/pending: the shopper's checkout payment still waiting for 3-D Secure, or null (issue 32 item 7). */
export interface PendingChallengeResponse extends ApiResult {
  pending: PendingChallenge | null;
}
