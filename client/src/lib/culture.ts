import { CookieName, type Culture } from '../../../contracts/enums';

export { cultureOfPath } from '../../../contracts/site/routes';

/** Client-side cookie lifetime (S9.07): 15552000 seconds, about 180 days. */
export const CLIENT_COOKIE_MAX_AGE_SECONDS = 15_552_000;


/** Remembers the language for the server (the culture cookie, S3.25). */
export function rememberCulture(culture: Culture, doc: Document = document): void {
  doc.cookie = `${CookieName.Culture}=${culture}; path=/; max-age=${CLIENT_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
