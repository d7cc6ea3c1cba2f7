import { useEffect, useState, type RefObject } from 'react';

/**
 * true once the element of `ref` has come within `margin` (a CSS length) of the viewport, and from
 * then on; true at once without IntersectionObserver. `initially` true skips the wait (a part
 * known to be on the first screen).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string, initially = false): boolean {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') { setNear(true); return; }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
