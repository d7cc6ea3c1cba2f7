import { lazy, Suspense } from 'react';
import { usePageSettled } from '../lib/page-settled';
import { useT } from '../stores/use-stores';
import { loadToasts, TOAST_OPTIONS } from './notify';

const Container = lazy(async () => {
  const { ToastContainer, toast } = await loadToasts();
  return {
    default: function Toasts() {
      const t = useT();
      const close = t('modal.close');
      // react-toastify pauses for a mouse over a toast but not for the keyboard in it (issue 32 item 20: toasts vanished
      // while focused); its region and close buttons are named in the page's language, not "Notifications Alt+T" and "close".
      return (
        <div onFocus={() => toast.pause()} onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget)) toast.play(); }}>
          <ToastContainer {...TOAST_OPTIONS} aria-label={t('toast.region')} closeButton={({ closeToast }) => (
              <button type="button" className="Toastify__close-button Toastify__close-button--light" aria-label={close} onClick={(event) => closeToast(event)}>
                <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16"><path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" /></svg>
              </button>
            )} />
        </div>
      );
    },
  };
});

/** Mounts the toast container once the page has settled (it is not needed for the first paint). */
export function ToastHost() {
  return usePageSettled() ? <Suspense fallback={null}><Container /></Suspense> : null;
}
