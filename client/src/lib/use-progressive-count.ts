import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` on the first render, all of them in a background
 * render (a transition) right after. The cards of a grid below the first screen then do not
 * lengthen the one blocking step that puts the first screen on show (React's commit); they follow
 * in a step of their own. From then on the whole list is drawn at once (another page, a filter).
 */
export function useProgressiveCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  const partial = !all && total > first;
  useEffect(() => {
    if (partial) startTransition(() => setAll(true));
  }, [partial]);
  return partial ? first : total;
}
