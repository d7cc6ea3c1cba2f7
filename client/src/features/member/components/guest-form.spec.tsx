import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal } from '../account-test-server';
import { GuestForm } from './guest-form';

function renderGuestForm() {
  const server = fakeAccountServer({ 'POST /api/text-template': () => new Refusal(502, 'Failed to render template') });
  const { wrapper } = testStores(server.fetcher);
  const done = jest.fn();
  render(<MemoryRouter><GuestForm onDone={done} /></MemoryRouter>, { wrapper });
  return { server, done, email: screen.getByLabelText('E-posta') };
}

describe('guest sign-up form (S4.06 S5.02 S8.13 S8.14)', () => {
  it('S4.06 the e-mail field expands the form; the close icon collapses it', () => {
    const { email } = renderGuestForm();
    expect(screen.queryByRole('button', { name: 'Devam et' })).toBeNull();
    fireEvent.click(email);
    expect(screen.getByRole('button', { name: 'Devam et' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /KVKK aydınlatma metnini/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Formu kapat' }));
    expect(screen.queryByRole('button', { name: 'Devam et' })).toBeNull();
  });

  it('S5.02 checks the e-mail on every event: invalid while typing, required when emptied', async () => {
    const { email } = renderGuestForm();
    fireEvent.click(email);
    fireEvent.change(email, { target: { value: 'misafir' } });
    expect(await screen.findByText('E-posta geçersiz')).toBeTruthy();
    fireEvent.change(email, { target: { value: '' } });
    expect(await screen.findByText('E-posta zorunludur')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'misafir@example.com' } });
    await waitFor(() => expect(screen.queryByText('E-posta zorunludur')).toBeNull());
  });

  it('asks for the KVKK consent, then for the bot check, in a dismissible alert, and sends nothing', async () => {
    const { email, server, done } = renderGuestForm();
    fireEvent.click(email);
    fireEvent.change(email, { target: { value: 'misafir@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(await screen.findByText('Devam etmek için KVKK aydınlatma metnini kabul etmelisiniz')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /KVKK aydınlatma metnini/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(await screen.findByText('Lütfen robot doğrulamasını tamamlayın')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByText('Lütfen robot doğrulamasını tamamlayın')).toBeNull();
    expect(server.callsTo('POST', '/api/logon-as-guest')).toHaveLength(0);
    expect(done).not.toHaveBeenCalled();
  });

  it('S8.14 the KVKK notice opens in a dialog, which says so when the text cannot be loaded', async () => {
    const { email } = renderGuestForm();
    fireEvent.click(email);
    fireEvent.click(screen.getByRole('button', { name: 'KVKK aydınlatma metnini' }));
    const dialog = await screen.findByRole('dialog', { name: 'KVKK Aydınlatma Metni' });
    await waitFor(() => expect(dialog.textContent).toContain('KVKK text could not be loaded'));
  });
});
