/**
 * A figure against the period before, as a whole percentage ("+12", "-40", "0"); undefined when
 * the period before had nothing, where no percentage means anything.
 */
export function changeOf(current: number, previous: number): string | undefined {
  if (previous === 0) return undefined;
  const percent = Math.round(((current - previous) / previous) * 100);
  return percent > 0 ? `+${percent}` : String(percent);
}
