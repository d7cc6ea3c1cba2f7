import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type SentCall } from '../account-test-server';
import { ChangePasswordForm } from './change-password-form';

function renderForm(changePassword: (call: SentCall) => unknown) {
  const server = fakeAccountServer({ 'POST /api/change-password': changePassword });
  const { wrapper } = testStores(server.fetcher);
  render(<MemoryRouter><ChangePasswordForm /></MemoryRouter>, { wrapper });
  return server;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = (current: string, next: string, repeat: string) => {
  type(/^Mevcut şifre/, current);
  type(/^Yeni şifre$/, next);
  type(/^Yeni şifre \(tekrar\)/, repeat);
  fireEvent.click(screen.getByRole('button', { name: 'Şifremi değiştir' }));
};

describe('change password (/u/change-password)', () => {
  it('refuses a short new password and a repeat that differs, and sends nothing', async () => {
    const server = renderForm(() => ({ isSuccess: true }));
    fill('eski-sifre', 'kisa', 'baska');
    expect(await screen.findByText('Yeni şifre en az 8 karakter olmalıdır')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Yeni şifreler aynı değil')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the current and new password, then empties the form', async () => {
    const server = renderForm(() => ({ isSuccess: true }));
    fill('eski-sifre', 'yeni-sifre-1', 'yeni-sifre-1');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].body).toEqual({ currentPassword: 'eski-sifre', newPassword: 'yeni-sifre-1' });
    await waitFor(() => expect(screen.getByLabelText(/^Mevcut şifre/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Yeni şifre$/)).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server\'s refusal and keeps what was typed', async () => {
    renderForm(() => new Refusal(400, 'Mevcut şifreniz hatalı'));
    fill('yanlis-sifre', 'yeni-sifre-1', 'yeni-sifre-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mevcut şifreniz hatalı');
    expect(screen.getByLabelText(/^Mevcut şifre/)).toHaveValue('yanlis-sifre');
  });
});
