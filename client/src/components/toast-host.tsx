import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToasts, TOAST_OPTIONS } from './notify';

const Container = lazy(async () => {
  const { ToastContainer } = await loadToasts();
  return { default: () => <ToastContainer {...TOAST_OPTIONS} /> };
});

/** Mounts the toast container once the page is idle (it is not needed for the first paint). */
export function ToastHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    const idle = (window as Window & { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
    if (idle) idle(start); else setTimeout(start, 1);
  }, []);
  return ready ? <Suspense fallback={null}><Container /></Suspense> : null;
}
