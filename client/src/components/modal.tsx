import { useId, useRef, type ReactNode } from 'react';
import { useDialogFocus } from '../lib/use-dialog-focus';
import { useT } from '../stores/use-stores';

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
  useDialogFocus(dialog, open, onClose);

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
