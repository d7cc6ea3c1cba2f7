import { useLocaleState } from 'ra-core';

/** The language tag numbers and dates are written in for a console language (not the browser's). */
export const localeTagOf = (culture: string): string => (culture === 'en' ? 'en-GB' : 'tr-TR');

/** Dates and times written as the console's language writes them. */
export function useDateLocales(): string {
  const [locale] = useLocaleState();
  return localeTagOf(locale);
}
