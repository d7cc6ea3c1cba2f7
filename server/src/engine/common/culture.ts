import type { Request } from 'express';
import { CULTURES, DEFAULT_CULTURE, type Culture } from '../../../../contracts/enums.js';

/** The language a gateway caller asked for (Accept-Language, spec §7), default tr. */
export function cultureOf(request: Request): Culture {
  const header = String(request.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
  return (CULTURES as readonly string[]).includes(header) ? (header as Culture) : DEFAULT_CULTURE;
}

/** Picks the column of a culture from a row holding `${base}_tr` and `${base}_en`. */
export function localized<T>(row: Record<string, unknown>, base: string, culture: Culture): T {
  return row[`${base}_${culture}`] as T;
}
