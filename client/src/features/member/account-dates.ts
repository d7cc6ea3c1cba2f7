import type { Culture } from '../../../../contracts/enums';
import { shopDateTime, shopDay } from '../../../../contracts/site/shop-dates';

/** A day in the page's language, Turkish long form for tr ("5 Mart 2026"), in the shop's zone (S1.06). */
export const accountDay = (iso: string, culture: Culture): string => shopDay(iso, culture);

/** A day and the time of day, for messages ("5 Mart 2026 14:05"). */
export const accountDateTime = (iso: string, culture: Culture): string => shopDateTime(iso, culture);
