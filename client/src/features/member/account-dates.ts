import type { Culture } from '../../../../contracts/enums';

/** The shop's time zone (S1.06): dates read the same for every shopper. */
const SHOP_ZONE = 'Europe/Vienna';
const locale = (culture: Culture) => (culture === 'tr' ? 'tr-TR' : 'en-GB');

/** A day in the page's language, Turkish long form for tr ("5 Mart 2026"). */
export function accountDay(iso: string, culture: Culture): string {
  return new Intl.DateTimeFormat(locale(culture), { dateStyle: 'long', timeZone: SHOP_ZONE }).format(new Date(iso));
}

/** A day and the time of day, for messages ("5 Mart 2026 14:05"). */
export function accountDateTime(iso: string, culture: Culture): string {
  return new Intl.DateTimeFormat(locale(culture), { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_ZONE }).format(new Date(iso));
}
