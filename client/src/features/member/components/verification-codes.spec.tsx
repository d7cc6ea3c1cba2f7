import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Member } from '../../../../../contracts/member/entities';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type FakeRoutes } from '../account-test-server';
import { memberStore } from '../member-store';
import { EmailChangeForm, EmailConsentForm } from './verification-codes';

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: false, defaultLanguage: 'tr', isGuest: false };

function renderWith(routes: FakeRoutes, form: ReactElement) {
  const server = fakeAccountServer(routes);
  const { stores, wrapper } = testStores(server.fetcher);
  stores.lazyStore(memberStore).accept({ isSuccess: true, member: MEMBER });
  render(form, { wrapper });
  return { server, stores };
}

describe('verification codes (S7.30: communication-info and consent verification code)', () => {
  it('/u/info: sends a code to the new e-mail, shows a code field, and the confirmed e-mail becomes the member\'s', async () => {
    const { server, stores } = renderWith({
      'POST /api/contact-code': () => ({ isSuccess: true }),
      'POST /api/contact-code/confirm': (call) => ((call.body as { code: string }).code === '123456'
        ? { isSuccess: true, member: { ...MEMBER, email: 'yeni@example.com' } } : new Refusal(400, 'The verification code is wrong')),
    }, <EmailChangeForm />);
    expect(screen.queryByLabelText('Doğrulama kodu')).toBeNull();
    fireEvent.change(screen.getByLabelText('Yeni e-posta adresi'), { target: { value: 'yeni@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    const code = await screen.findByLabelText('Doğrulama kodu');
    expect(server.calls[0].body).toEqual({ email: 'yeni@example.com' });

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong');
    expect(stores.lazyStore(memberStore).member?.email).toBe('ayse@example.com');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(stores.lazyStore(memberStore).member?.email).toBe('yeni@example.com'));
    expect(server.calls.at(-1)?.body).toEqual({ email: 'yeni@example.com', code: '123456' });
  });

  it('/u/communication-preferences: the e-mail permission is turned on with the code sent on that channel', async () => {
    const { server, stores } = renderWith({
      'POST /api/consent-code': () => ({ isSuccess: true }),
      'POST /api/consent-code/confirm': () => ({ isSuccess: true, member: { ...MEMBER, isEmailPermitted: true } }),
    }, <EmailConsentForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    fireEvent.change(await screen.findByLabelText('Doğrulama kodu'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(stores.lazyStore(memberStore).member?.isEmailPermitted).toBe(true));
    expect(server.calls.map((call) => call.body)).toEqual([{ channel: 'email' }, { channel: 'email', code: '654321' }]);
    // Once on, there is nothing to confirm: the form goes.
    await waitFor(() => expect(screen.queryByTestId('email-consent-form')).toBeNull());
  });
});
