/**
 * A merchant's text (spec §7 localized texts) replaces a built-in one only when it says something:
 * a blank or non-text value keeps the built-in text. The SPA's dictionaries and the server's
 * first-screen frame both apply this rule, so both show the same words.
 */
export function isMerchantText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
