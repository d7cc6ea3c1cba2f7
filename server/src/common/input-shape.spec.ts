import { inputShapeProblem, isReadableBodyType, MAX_INPUT_DEPTH, MAX_INPUT_NODES } from './input-shape.js';

/** An object nested `depth` levels deep: { a: { a: ... } }. */
function nested(depth: number): object {
  let value: object = {};
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return value;
}

describe('input shape limits (issue 17: deep JSON, prototype keys, NUL and broken Unicode)', () => {
  it('accepts ordinary bodies, including Turkish text and emoji', () => {
    expect(inputShapeProblem({ formKey: 'contact', values: { fullName: 'Ayşe Işık', message: 'Saat 👍\nteşekkürler' } })).toBeUndefined();
    expect(inputShapeProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(inputShapeProblem(undefined)).toBeUndefined();
  });

  it('refuses nesting past the limit without recursing (1,500 levels answer at once)', () => {
    expect(inputShapeProblem(nested(MAX_INPUT_DEPTH + 1))).toBe(`Request data is nested more than ${MAX_INPUT_DEPTH} levels deep`);
    expect(inputShapeProblem(JSON.parse('['.repeat(1500) + ']'.repeat(1500)))).toMatch(/nested more than/);
  });

  it('refuses more fields than the limit', () => {
    expect(inputShapeProblem({ ids: Array.from({ length: MAX_INPUT_NODES + 1 }, (_, index) => index) })).toBe(`Request data has more than ${MAX_INPUT_NODES} fields`);
  });

  it('refuses prototype keys instead of dropping them silently', () => {
    expect(inputShapeProblem(JSON.parse('{"pageSize":4,"__proto__":{"admin":true}}'))).toBe('property __proto__ should not exist');
    expect(inputShapeProblem({ nested: { constructor: { prototype: 1 } } })).toBe('property constructor should not exist');
  });

  it('refuses NUL characters and lone surrogates in values and keys', () => {
    const message = 'Text must not contain NUL characters or broken Unicode';
    expect(inputShapeProblem({ path: '/saat\u0000' })).toBe(message);
    expect(inputShapeProblem({ subject: 'a\uD800b' })).toBe(message);
    expect(inputShapeProblem({ list: ['ok', '\uDC00'] })).toBe(message);
    expect(inputShapeProblem({ ['k\u0000']: 1 })).toBe(message);
  });

  it('reads JSON and form bodies only', () => {
    expect(isReadableBodyType('application/json; charset=utf-8')).toBe(true);
    expect(isReadableBodyType('application/merge-patch+json')).toBe(true);
    expect(isReadableBodyType('application/x-www-form-urlencoded')).toBe(true);
    expect(isReadableBodyType('text/plain')).toBe(false);
    expect(isReadableBodyType(undefined)).toBe(false);
  });
});
