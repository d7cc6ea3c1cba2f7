/**
 * Limits on the shape of what a request carries, checked before validation (issue 17): class
 * validation and transformation recurse, so a body nested a few thousand levels deep overflowed
 * the stack (500) and a deep 100 KB body cost ~180 ms of CPU. One iterative walk refuses it first.
 */

/** Deepest nesting a body may have; the deepest real payload (a dynamic form) is 3 levels. */
export const MAX_INPUT_DEPTH = 16;
/** Most keys and items in one body. */
export const MAX_INPUT_NODES = 5000;

/** Keys that reach an object's prototype: refused like any other unknown property, never dropped silently. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why the input is refused, in the shopper's words; undefined when it is fine. */
export function inputShapeProblem(input: unknown): string | undefined {
  if (typeof input === 'string') return textProblem(input);
  if (input === null || typeof input !== 'object') return undefined;
  const pending: { value: object; depth: number }[] = [{ value: input, depth: 1 }];
  let nodes = 0;
  while (pending.length) {
    const { value, depth } = pending.pop()!;
    if (depth > MAX_INPUT_DEPTH) return `Request data is nested more than ${MAX_INPUT_DEPTH} levels deep`;
    for (const key of Object.keys(value)) {
      if (++nodes > MAX_INPUT_NODES) return `Request data has more than ${MAX_INPUT_NODES} fields`;
      if (PROTOTYPE_KEYS.has(key)) return `property ${key} should not exist`;
      const problem = textProblem(key);
      if (problem) return problem;
      const child = (value as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        const textual = textProblem(child);
        if (textual) return textual;
      } else if (child !== null && typeof child === 'object') {
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/**
 * A NUL character or a lone surrogate cannot be stored as PostgreSQL text: it reached the
 * database and came back as a 502. No shopper types either.
 */
function textProblem(text: string): string | undefined {
  return text.includes('\u0000') || LONE_SURROGATE.test(text) ? 'Text must not contain NUL characters or broken Unicode' : undefined;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Body types the API reads; anything else with a body is refused (415) rather than silently ignored. */
export function isReadableBodyType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json') || type === 'application/x-www-form-urlencoded';
}
