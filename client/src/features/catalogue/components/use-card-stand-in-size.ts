import { useLayoutEffect, type RefObject } from 'react';

/**
 * Cards past the first screen are laid out only when they come near it (styles.css), each standing
 * in at `--card-block-size` until then. This keeps that size at the grid's first card's height,
 * which is its row's height: cards drawn as the shopper scrolls then take the room held for them,
 * and the pager below the grid stays where it was (a pointer on its way to it still lands on it).
 * `firstCardKey` names the first card shown, so a new answer is measured again.
 */
export function useCardStandInSize(grid: RefObject<HTMLElement | null>, firstCardKey: string | number | undefined): void {
  useLayoutEffect(() => {
    const list = grid.current;
    const first = list?.firstElementChild;
    if (!list || !(first instanceof HTMLElement) || firstCardKey === undefined || typeof ResizeObserver === 'undefined') return;
    // Observed, not read once: the first card grows when its picture's box or a font arrives, and
    // the observer reports before the frame is painted. The content box: a stand-in size is the
    // size of what is inside, the card's border comes on top of it.
    const observer = new ResizeObserver(([entry]) => list.style.setProperty('--card-block-size', `${entry.contentBoxSize[0].blockSize}px`));
    observer.observe(first);
    return () => observer.disconnect();
  }, [grid, firstCardKey]);
}
