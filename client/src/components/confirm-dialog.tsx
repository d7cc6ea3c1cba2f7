import type { ReactNode } from 'react';
import { useT } from '../stores/use-stores';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  title: string;
  open: boolean;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to Cancel (S9.15). */
  cancelLabel?: string;
  /** Defaults to Continue (S9.15). */
  confirmLabel?: string;
}

/** A yes/no question in the modal (S9.15: default labels Cancel and Continue). */
export function ConfirmDialog({ title, open, children, onConfirm, onCancel, cancelLabel, confirmLabel }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal title={title} open={open} onClose={onCancel}>
      <div className="confirm">{children}</div>
      <div className="confirm__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>{cancelLabel ?? t('confirm.cancel')}</button>
        <button type="button" className="button" onClick={onConfirm}>{confirmLabel ?? t('confirm.continue')}</button>
      </div>
    </Modal>
  );
}
