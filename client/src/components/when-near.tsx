import { useRef, type ReactNode } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';

/** How far below the screen a part below the fold starts to be drawn. */
export const WHEN_NEAR_MARGIN = '600px';

/**
 * Draws `children` once the shopper scrolls within WHEN_NEAR_MARGIN of where they go (and from
 * then on); `standIn` until then (nothing by default). For the parts of a page far below the first
 * screen (home rows, related products): a phone that never scrolls there does not pay for
 * building them while the page loads. A stand-in as tall as the part keeps what lies below it in
 * place when the part comes in.
 */
export function WhenNear({ children, name, standIn = null }: { children: ReactNode; name: string; standIn?: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const near = useNearViewport(marker, WHEN_NEAR_MARGIN);
  return <div ref={marker} className="when-near" data-when-near={name}>{near ? children : standIn}</div>;
}
