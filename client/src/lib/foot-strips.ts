/**
 * Strips fixed at the foot of the screen (the cookie banner, the compare bar, the back-to-top
 * button) stand clear of one another instead of covering each other's buttons (styles.css). A
 * strip that others stand on publishes the room it takes as a CSS variable on the page while it
 * is drawn: `space` is its height plus its gap to the screen's foot.
 *
 * A callback ref, made once per strip at module level (a new one each render would observe anew).
 */
export function footStrip(variable: `--${string}`, measure: 'height' | 'space') {
  return (element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const write = () => {
      const taken = measure === 'height' ? element.offsetHeight : window.innerHeight - element.getBoundingClientRect().top;
      root.style.setProperty(variable, `${Math.ceil(taken)}px`);
    };
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  };
}
