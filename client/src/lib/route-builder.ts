/**
 * The route builder of spec §2 (S2.11): a mask such as `/search[/{brand}][/p-{page}]` is filled
 * from route parameters; a bracketed segment appears only when every parameter it names has a
 * value; several values of one parameter are joined with a dash; parameters the mask does not
 * name go to the query string. Facet links toggle one value in or out of its parameter.
 */

/** A parameter value: one value, several (joined with a dash), or nothing. */
export type RouteValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type RouteParams = Record<string, RouteValue>;

/** Separator of several values of one parameter (S2.11). */
export const VALUE_SEPARATOR = '-';

/** The values a parameter holds, as strings; empty when it has none. */
export function valuesOf(value: RouteValue): string[] {
  if (value === null || value === undefined || value === false || value === '') return [];
  if (Array.isArray(value)) return value.map(String).filter((item) => item !== '');
  return [String(value)];
}

// A dash inside a value is written %2D so the dash stays the value separator; decodeURIComponent
// turns it back.
const encodeValue = (value: string) => encodeURIComponent(value).replace(/-/g, '%2D');

/** One parameter as it appears in a path or query: values encoded and joined with a dash. */
export function encodeValues(value: RouteValue): string {
  return valuesOf(value).map(encodeValue).join(VALUE_SEPARATOR);
}

/** Splits a raw (still encoded) parameter into its values; malformed escapes are dropped. */
export function decodeValues(raw: string): string[] {
  return raw.split(VALUE_SEPARATOR).flatMap((part) => {
    if (part === '') return [];
    try {
      return [decodeURIComponent(part.replace(/\+/g, ' '))];
    } catch {
      return [];
    }
  });
}

/** Fills `mask` from `params` (S2.11). A required `{name}` outside brackets with no value throws. */
export function buildRoute(mask: string, params: RouteParams = {}): string {
  const used = new Set<string>();
  const fill = (segment: string, optional: boolean): string | null => {
    let missing = false;
    const filled = segment.replace(/\{(\w+)\}/g, (_, name: string) => {
      used.add(name);
      const encoded = encodeValues(params[name]);
      if (!encoded) missing = true;
      return encoded;
    });
    if (missing && optional) return null;
    if (missing) throw new Error(`route parameter missing in ${mask}`);
    return filled;
  };
  const path = mask.replace(/\[([^\]]*)\]|\{\w+\}/g, (whole, optional: string | undefined) =>
    (optional === undefined ? fill(whole, false) : fill(optional, true)) ?? '');
  const query = Object.entries(params)
    .filter(([name]) => !used.has(name))
    .map(([name, value]) => [name, encodeValues(value)] as const)
    .filter(([, encoded]) => encoded !== '')
    .map(([name, encoded]) => `${encodeURIComponent(name)}=${encoded}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** Parses a query string (`?a=1-2&b=x`) into parameter values; repeated names add up. */
export function parseQuery(search: string): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const [rawName, rawValue = ''] = pair.split('=', 2);
    let name: string;
    try { name = decodeURIComponent(rawName); } catch { continue; }
    const values = decodeValues(rawValue);
    if (values.length) params[name] = [...(params[name] ?? []), ...values];
  }
  return params;
}

/** The parameters with `value` toggled in or out of `name` (a facet link, S2.11). */
export function toggleParam(params: RouteParams, name: string, value: string | number): RouteParams {
  const current = valuesOf(params[name]);
  const key = String(value);
  const next = current.includes(key) ? current.filter((item) => item !== key) : [...current, key];
  return { ...params, [name]: next.length ? next : undefined };
}
