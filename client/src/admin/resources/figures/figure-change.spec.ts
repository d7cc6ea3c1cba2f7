import { changeOf } from './figure-change';

describe('changeOf: a figure against the period before (issue 30 item 6)', () => {
  it.each([
    [150, 100, '+50'],
    [60, 100, '-40'],
    [100, 100, '0'],
    [0, 100, '-100'],
    [1, 3, '-67'],
  ])('%d against %d is %s per cent', (current, previous, expected) => {
    expect(changeOf(current, previous)).toBe(expected);
  });

  it('has no percentage when the period before had nothing', () => {
    expect(changeOf(5, 0)).toBeUndefined();
    expect(changeOf(0, 0)).toBeUndefined();
  });
});
