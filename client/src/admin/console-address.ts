/**
 * Where the console lives (docs/operator-console.md): Turkish at /admin, English at /en/admin;
 * its only API is /admin/api, whatever the page's language (the staff cookie's path is /admin).
 */
export type ConsoleCulture = 'tr' | 'en';

export const STAFF_API = '/admin/api';

const ENGLISH = /^\/en\/admin(?=\/|$)/;
const TURKISH = /^\/admin(?=\/|$)/;

/** The console's language, told by its address. */
export const consoleCultureOf = (pathname: string): ConsoleCulture => (ENGLISH.test(pathname) ? 'en' : 'tr');

/** The console's root path in a language: its router's basename. */
export const consoleBaseOf = (culture: ConsoleCulture): string => (culture === 'en' ? '/en/admin' : '/admin');

/** The same console page in the other language (the switch in the app bar). */
export function otherLanguageAddress(pathname: string, search = ''): string {
  const culture = consoleCultureOf(pathname);
  const rest = pathname.replace(culture === 'en' ? ENGLISH : TURKISH, '');
  return `${consoleBaseOf(culture === 'en' ? 'tr' : 'en')}${rest}${search}`;
}
