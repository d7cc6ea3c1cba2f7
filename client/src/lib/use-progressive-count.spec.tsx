import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

/** Renders the hook for `total` items (first 8) and keeps every count it answered. */
function renderCounts(total: number) {
  const seen: number[] = [];
  const hook = renderHook(({ total: items }) => {
    const count = useProgressiveCount(items, 8);
    seen.push(count);
    return count;
  }, { initialProps: { total } });
  return { ...hook, seen };
}

describe('useProgressiveCount: a grid\'s first render draws its first cards, the rest in a render of their own', () => {
  it('draws `first` items first, then all of them; from then on every list whole', async () => {
    const { result, rerender, seen } = renderCounts(24);
    await act(async () => undefined);
    expect(seen[0]).toBe(8);
    expect(result.current).toBe(24);
    rerender({ total: 12 }); // the next page of the list
    expect(result.current).toBe(12);
    expect(seen.filter((count) => count === 8)).toHaveLength(1);
  });

  it('a list no longer than `first` is drawn whole at once', () => {
    expect(renderCounts(5).seen).toEqual([5]);
  });

  it('nothing yet (still loading) waits without using up the first step', async () => {
    const { result, rerender, seen } = renderCounts(0);
    await act(async () => undefined);
    expect(result.current).toBe(0);
    rerender({ total: 24 });
    await act(async () => undefined);
    expect(seen.filter((count) => count > 0)).toEqual([8, 24]);
    expect(result.current).toBe(24);
  });
});
