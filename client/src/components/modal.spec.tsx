import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { testStores } from '../test-stores';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

describe('Modal (S2.21)', () => {
  const open = (onClose = jest.fn()) => {
    const { wrapper } = testStores();
    render(<Modal title="Başlık" open onClose={onClose}><p>İçerik</p></Modal>, { wrapper });
    return onClose;
  };

  it('S2.21 has a title, a close icon and content, as an accessible dialog', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Başlık' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
    expect(screen.getByText('İçerik')).toBeInTheDocument();
  });

  it('S2.21 closes on Escape, on the close icon and on a click outside, not inside', () => {
    const onClose = open();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    fireEvent.mouseDown(screen.getByText('İçerik'));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('takes the focus on open, keeps Tab inside and gives the focus back on close', () => {
    const { wrapper } = testStores();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = render(<Modal title="Başlık" open onClose={() => undefined}><button type="button">Tamam</button></Modal>, { wrapper });
    expect(screen.getByRole('dialog')).toHaveFocus();
    screen.getByRole('button', { name: 'Tamam' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Tamam' })).toHaveFocus();
    rerender(<Modal title="Başlık" open={false} onClose={() => undefined}><button type="button">Tamam</button></Modal>);
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('renders nothing when closed', () => {
    const { wrapper } = testStores();
    render(<Modal title="x" open={false} onClose={() => undefined}>y</Modal>, { wrapper });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmDialog (S9.15)', () => {
  it('S9.15 defaults to Cancel and Continue (in the page language)', () => {
    const { stores, wrapper } = testStores();
    stores.ui.setCulture('en');
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog title="Remove from cart" open onConfirm={onConfirm} onCancel={onCancel}>Sure?</ConfirmDialog>, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('takes other labels', () => {
    const { wrapper } = testStores();
    render(<ConfirmDialog title="t" open onConfirm={() => undefined} onCancel={() => undefined} confirmLabel="Kaldır">x</ConfirmDialog>, { wrapper });
    expect(screen.getByRole('button', { name: 'Kaldır' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
  });
});
