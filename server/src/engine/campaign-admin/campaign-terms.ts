import type { AdminCampaignInput, CurrencyAmount } from '../../../../contracts/admin/campaigns.js';
import { BadInputError } from '../../common/errors.js';

/** Per-currency amounts as the campaign and coupon rows keep them: {"1": 50000}. */
export type PerCurrency = Record<string, number>;

/** The list as a per-currency map; a currency named twice is refused. */
export function perCurrency(list: readonly CurrencyAmount[], field: string): PerCurrency {
  const map: PerCurrency = {};
  for (const { currencyId, amount } of list) {
    if (String(currencyId) in map) throw new BadInputError(`${field} names currency ${currencyId} twice`);
    map[String(currencyId)] = amount;
  }
  return map;
}

/** A per-currency map (either driver's jsonb) as the console's list, by currency id. */
export function currencyAmounts(value: PerCurrency | string): CurrencyAmount[] {
  const map = typeof value === 'string' ? JSON.parse(value) as PerCurrency : value;
  return Object.entries(map).map(([currencyId, amount]) => ({ currencyId: Number(currencyId), amount: Number(amount) })).sort((a, b) => a.currencyId - b.currencyId);
}

/** An ISO time as the instant, or null. */
export const instant = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

/** Refuses an end that is not after the start (a campaign or coupon that could never run). */
export function checkDates(from: Date | null, until: Date | null, names: [string, string]): void {
  if (from && until && until <= from) throw new BadInputError(`${names[1]} must be after ${names[0]}`);
}

/** A campaign as its row stores it. */
export interface CampaignTerms {
  percent: number | null;
  thresholds: PerCurrency;
  amounts: PerCurrency;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * What a campaign of each kind needs for the engine's cart pricing (cart-totals.ts,
 * campaign.service.ts rulesOf) to give what its badge says; anything a kind does not use is
 * refused rather than stored unread, so the console never shows a figure the cart ignores.
 */
export function campaignTerms(input: AdminCampaignInput): CampaignTerms {
  const thresholds = perCurrency(input.thresholds, 'thresholds');
  const amounts = perCurrency(input.amounts, 'amounts');
  const percent = input.percent ?? null;
  const usesPercent = input.kind === 'cart-discount' || input.kind === 'second-item-discount';
  if (usesPercent && percent === null) throw new BadInputError(`a ${input.kind} campaign needs percent (1 to 100)`);
  if (!usesPercent && percent !== null) throw new BadInputError(`a ${input.kind} campaign takes no percent`);
  const usesThresholds = input.kind === 'amount-off' || input.kind === 'free-shipping';
  if (usesThresholds && !input.thresholds.length) throw new BadInputError(`a ${input.kind} campaign needs a threshold in at least one currency`);
  if (!usesThresholds && input.thresholds.length) throw new BadInputError(`a ${input.kind} campaign takes no thresholds`);
  if (input.kind === 'amount-off') {
    if (!input.amounts.length) throw new BadInputError('an amount-off campaign needs an amount in at least one currency');
    for (const { currencyId, amount } of input.amounts) {
      if (amount < 1) throw new BadInputError('an amount-off campaign\'s amounts must be more than 0');
      if (thresholds[String(currencyId)] === undefined) throw new BadInputError(`amount in currency ${currencyId} needs a threshold in it`);
    }
    for (const currencyId of Object.keys(thresholds)) {
      if (amounts[currencyId] === undefined) throw new BadInputError(`threshold in currency ${currencyId} needs an amount in it`);
    }
  } else if (input.amounts.length) throw new BadInputError(`a ${input.kind} campaign takes no amounts`);
  const startsAt = instant(input.startsAt);
  const endsAt = instant(input.endsAt);
  checkDates(startsAt, endsAt, ['startsAt', 'endsAt']);
  return { percent, thresholds, amounts, startsAt, endsAt };
}
