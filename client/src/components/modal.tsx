import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../stores/use-stores';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle within the dialog: the page behind it is inert for keyboard users. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (!items.length) { event.preventDefault(); return; }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) { event.preventDefault(); last.focus(); }
  else if (!event.shiftKey && active === last) { event.preventDefault(); first.focus(); }
}

export interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The modal dialog of spec §2 (S2.21, S9.06): title, close icon, scrollable content; closes on
 * Escape or a click outside; 320 px wide on phones, 760 px on large screens, at most 80vh tall.
 */
export function Modal({ title, open, onClose, children }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // The latest onClose, read by the key handler: a parent passing a new function on every render
  // must not re-run the focus effect (that would pull the focus out of a field being typed in).
  const close = useRef(onClose);
  useEffect(() => { close.current = onClose; });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      else if (event.key === 'Tab' && dialog.current) keepFocusInside(dialog.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => { document.removeEventListener('keydown', onKey); previous?.focus?.(); };
  }, [open]);

  if (!open) return null;
  return (
    <div className="modal-backdrop" data-testid="modal-backdrop" onMouseDown={(event) => { if (event.target === event.currentTarget) onClose(); }}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={dialog}>
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">{title}</h2>
          <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={onClose}>×</button>
        </header>
        <div className="modal__content">{children}</div>
      </div>
    </div>
  );
}
