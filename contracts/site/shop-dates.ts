import type { Culture } from '../enums.js';

/** The shop's time zone (spec S1.06): every date a shopper reads, on a page, in a mail or an invoice, is in it. */
export const SHOP_TIME_ZONE = 'Europe/Vienna';

const LOCALES: Record<Culture, string> = { tr: 'tr-TR', en: 'en-GB' };

// Made once per culture: building a formatter (locale data, zone rules) costs more than formatting
// with it (a profile of the checkout bench, issue 15).
const formatters = (options: Intl.DateTimeFormatOptions): Record<Culture, Intl.DateTimeFormat> => ({
  tr: new Intl.DateTimeFormat(LOCALES.tr, { ...options, timeZone: SHOP_TIME_ZONE }),
  en: new Intl.DateTimeFormat(LOCALES.en, { ...options, timeZone: SHOP_TIME_ZONE }),
});
const DAYS = formatters({ dateStyle: 'long' });
const DAY_TIMES = formatters({ dateStyle: 'long', timeStyle: 'short' });

/** A day in the shopper's language, long form, in the shop's zone ("5 Mart 2026", "5 March 2026"). */
export function shopDay(at: string | Date, culture: Culture): string {
  return DAYS[culture].format(new Date(at));
}

/** A day and the time of day, in the shop's zone ("5 Mart 2026 14:05"). */
export function shopDateTime(at: string | Date, culture: Culture): string {
  return DAY_TIMES[culture].format(new Date(at));
}
