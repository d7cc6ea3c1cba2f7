import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal } from '../account-test-server';
import { SignInForm } from './sign-in-form';

describe('member sign-in form (S2.26, issue 27 item 12)', () => {
  it('issue 27: a refusal that asks for the bot check shows the widget instead of locking the form; a plain wrong password does not', async () => {
    const server = fakeAccountServer({
      'POST /api/login': (call) => ((call.body as { password: string }).password === 'yanlış'
        ? new Refusal(401, 'E-mail or password is wrong')
        : new Refusal(400, 'Please complete the bot check', { botCheck: true })),
    });
    const { wrapper } = testStores(server.fetcher);
    render(<MemoryRouter><SignInForm onSignedIn={jest.fn()} onForgotPassword={jest.fn()} /></MemoryRouter>, { wrapper });
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'uye@example.com' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'yanlış' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('E-posta adresi veya şifre hatalı')).toBeTruthy();
    expect(screen.queryByTestId('bot-check')).toBeNull();

    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'doğru şifre 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Lütfen robot doğrulamasını tamamlayın')).toBeTruthy();
    expect(await screen.findByTestId('bot-check')).toBeTruthy();
    // The form stays open to the next try.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş Yap' })).not.toHaveAttribute('aria-busy'));
    expect(server.callsTo('POST', '/api/login')).toHaveLength(2);
  });
});
