/** A cookie the page may read (not an httpOnly one), decoded; undefined when absent. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  if (!entry) return undefined;
  const value = entry.slice(name.length + 1);
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a value another site wrote without encoding: read as it is
  }
}
