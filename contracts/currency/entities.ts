/** A currency the shop prices in (spec §3 Currency: id plus display data). */
export interface Currency {
  /** Stable numeric id; 1 is TRY (S9.02). */
  id: number;
  /** ISO 4217 code: TRY, USD, EUR. */
  code: string;
  /** Display name in the request's language. */
  name: string;
  /** Sign shown beside amounts: ₺, $, €. */
  symbol: string;
  /** true when the sign follows the amount ("1.234,50 ₺"). */
  symbolOnRight: boolean;
  /** Digits after the decimal separator. */
  decimals: number;
}
