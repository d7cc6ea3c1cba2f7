import { createRandom, hashSeed } from './prng.js';

describe('createRandom', () => {
  it('repeats the same stream for the same seed and differs for another', () => {
    const draw = (seed: number) => { const rng = createRandom(seed); return Array.from({ length: 5 }, () => rng.next()); };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps int, pick and sample inside their bounds', () => {
    const rng = createRandom(7);
    for (let i = 0; i < 1000; i++) {
      const value = rng.int(3, 5);
      expect(value >= 3 && value <= 5 && Number.isInteger(value)).toBe(true);
    }
    const sample = rng.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(rng.sample([1, 2], 5)).toHaveLength(2);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('hashSeed separates neighbouring ids', () => {
    expect(hashSeed(1, 2, 3)).not.toBe(hashSeed(1, 2, 4));
    expect(hashSeed(1, 2, 3)).toBe(hashSeed(1, 2, 3));
  });
});
