import { useEffect, useState } from 'react';
import './scroll-to-top.css';

/** Scroll distance after which the button shows (S2.17, S9.04). */
export const SCROLL_TO_TOP_THRESHOLD = 300;

/** True once the page is scrolled past the threshold. */
export const isPastScrollThreshold = (scrollY: number) => scrollY > SCROLL_TO_TOP_THRESHOLD;

/** A button back to the top of the page, shown after scrolling past 300 px (S2.17). */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(isPastScrollThreshold(window.scrollY));
    // The first reading waits until the next frame is laid out: reading scrollY right after a
    // mount forces the browser to lay out the whole page there and then.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => { timer = setTimeout(update, 0); });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!visible) return null;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button type="button" className="scroll-to-top" aria-label={label} data-testid="scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M6 15l6-6 6 6" stroke="currentColor" strokeWidth="2" fill="none" /></svg>
    </button>
  );
}
