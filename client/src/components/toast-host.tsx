import { lazy, Suspense } from 'react';
import { usePageSettled } from '../lib/page-settled';
import { loadToasts, TOAST_OPTIONS } from './notify';

const Container = lazy(async () => {
  const { ToastContainer } = await loadToasts();
  return { default: () => <ToastContainer {...TOAST_OPTIONS} /> };
});

/** Mounts the toast container once the page has settled (it is not needed for the first paint). */
export function ToastHost() {
  return usePageSettled() ? <Suspense fallback={null}><Container /></Suspense> : null;
}
