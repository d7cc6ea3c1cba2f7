import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Member } from '../../../../../contracts/member/entities';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type FakeRoutes } from '../account-test-server';
import { memberStore } from '../member-store';
import { OtpForm } from './otp-form';
import { ConsentForm, EmailChangeForm, PhoneChangeForm } from './verification-codes';

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: false, defaultLanguage: 'tr', isGuest: false };

function renderWith(routes: FakeRoutes, form: ReactElement, member: Member = MEMBER) {
  const server = fakeAccountServer(routes);
  const { stores, wrapper } = testStores(server.fetcher);
  stores.lazyStore(memberStore).accept({ isSuccess: true, member });
  render(<MemoryRouter>{form}</MemoryRouter>, { wrapper });
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
    fireEvent.change(screen.getByLabelText('Şu anki şifreniz'), { target: { value: 'uzun bir şifre 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    const code = await screen.findByLabelText('Doğrulama kodu');
    expect(server.calls[0].body).toEqual({ email: 'yeni@example.com', currentPassword: 'uzun bir şifre 123' });

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Doğrulama kodu hatalı');
    expect(stores.lazyStore(memberStore).member?.email).toBe('ayse@example.com');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(stores.lazyStore(memberStore).member?.email).toBe('yeni@example.com'));
    expect(server.calls.at(-1)?.body).toEqual({ email: 'yeni@example.com', code: '123456' });
  });

  it('issue 27 /u/info: the e-mail change asks for the current password: without it nothing is sent, and a wrong one is said in Turkish', async () => {
    const { server } = renderWith({
      'POST /api/contact-code': (call) => ((call.body as { currentPassword: string }).currentPassword === 'uzun bir şifre 123'
        ? { isSuccess: true } : new Refusal(403, 'Your current password is wrong')),
    }, <EmailChangeForm />);
    fireEvent.change(screen.getByLabelText('Yeni e-posta adresi'), { target: { value: 'yeni@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    expect(await screen.findByText('Şu anki şifreniz zorunludur')).toBeInTheDocument();
    expect(server.calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Şu anki şifreniz'), { target: { value: 'yanlış şifre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    expect(await screen.findByText('Mevcut şifreniz hatalı')).toBeInTheDocument();
    expect(screen.queryByLabelText('Doğrulama kodu')).toBeNull();
  });

  it('/u/communication-preferences: the e-mail permission is turned on with the code sent on that channel', async () => {
    const { server, stores } = renderWith({
      'POST /api/consent-code': () => ({ isSuccess: true }),
      'POST /api/consent-code/confirm': () => ({ isSuccess: true, member: { ...MEMBER, isEmailPermitted: true } }),
    }, <ConsentForm channel="email" />);
    fireEvent.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    fireEvent.change(await screen.findByLabelText('Doğrulama kodu'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(stores.lazyStore(memberStore).member?.isEmailPermitted).toBe(true));
    expect(server.calls.map((call) => call.body)).toEqual([{ channel: 'email' }, { channel: 'email', code: '654321' }]);
    // Once on, there is nothing to confirm: the form goes.
    await waitFor(() => expect(screen.queryByTestId('email-consent-form')).toBeNull());
  });

  it('issue 14: the SMS permission is turned on with the code sent by SMS to the member\'s mobile phone; a wrong code is said and changes nothing', async () => {
    const withPhone: Member = { ...MEMBER, mobilePhone: '5321234567' };
    const { server, stores } = renderWith({
      'POST /api/consent-code': () => ({ isSuccess: true }),
      'POST /api/consent-code/confirm': (call) => ((call.body as { code: string }).code === '654321'
        ? { isSuccess: true, member: { ...withPhone, isSmsPermitted: true } } : new Refusal(400, 'The verification code is wrong')),
    }, <><ConsentForm channel="sms" /><ConsentForm channel="email" /></>, withPhone);
    const form = within(screen.getByTestId('sms-consent-form'));
    fireEvent.click(form.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    expect(await form.findByText('532 123 45 67 numaralı cep telefonunuza SMS ile gönderilen kodu girin.')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('Doğrulama kodu'), { target: { value: '000000' } });
    fireEvent.click(form.getByRole('button', { name: 'Onayla' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Doğrulama kodu hatalı');
    expect(stores.lazyStore(memberStore).member?.isSmsPermitted).toBe(false);

    fireEvent.change(form.getByLabelText('Doğrulama kodu'), { target: { value: '654321' } });
    fireEvent.click(form.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(stores.lazyStore(memberStore).member?.isSmsPermitted).toBe(true));
    expect(server.calls.map((call) => call.body)).toEqual([{ channel: 'sms' }, { channel: 'sms', code: '000000' }, { channel: 'sms', code: '654321' }]);
    await waitFor(() => expect(screen.queryByTestId('sms-consent-form')).toBeNull());
    // The e-mail permission is still off and still has its own code form.
    expect(screen.getByTestId('email-consent-form')).toBeInTheDocument();
  });

  it('issue 14: without a mobile phone the SMS code form sends nothing and links to the info page to add one', () => {
    const { server } = renderWith({}, <ConsentForm channel="sms" />);
    const form = within(screen.getByTestId('sms-consent-form'));
    expect(form.getByRole('link', { name: /cep telefonunuzu ekleyin/ })).toHaveAttribute('href', '/u/info');
    expect(form.queryByRole('button')).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('issue 14 /u/info: a bad number is said before anything is sent; a new number changes only with the code texted to it, and ends the SMS permission', async () => {
    const withPhone: Member = { ...MEMBER, mobilePhone: '5321234567', isSmsPermitted: true };
    const { server, stores } = renderWith({
      'POST /api/phone-code': () => ({ isSuccess: true }),
      'POST /api/phone-code/confirm': (call) => ((call.body as { code: string }).code === '246810'
        ? { isSuccess: true, member: { ...withPhone, mobilePhone: '5339876543', isSmsPermitted: false } } : new Refusal(400, 'The verification code is wrong')),
    }, <PhoneChangeForm />, withPhone);
    const form = within(screen.getByTestId('phone-change-form'));
    const send = () => fireEvent.click(form.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    fireEvent.change(form.getByLabelText('Yeni cep telefonu'), { target: { value: '0212 123 45 67' } });
    send();
    expect(await form.findByRole('alert')).toHaveTextContent('Cep telefonu 5xx xxx xx xx biçiminde bir Türkiye numarası olmalıdır');
    fireEvent.change(form.getByLabelText('Yeni cep telefonu'), { target: { value: '532 123 45 67' } });
    send();
    expect(await form.findByRole('alert')).toHaveTextContent('Bu zaten sizin cep telefonu numaranız');
    expect(server.calls).toEqual([]);

    fireEvent.change(form.getByLabelText('Yeni cep telefonu'), { target: { value: '0533 987 65 43' } });
    send();
    expect(await form.findByText('533 987 65 43 numaralı cep telefonunuza SMS ile gönderilen kodu girin.')).toBeInTheDocument();
    expect(server.calls[0].body).toEqual({ mobilePhone: '5339876543' });
    fireEvent.change(form.getByLabelText('Doğrulama kodu'), { target: { value: '000000' } });
    fireEvent.click(form.getByRole('button', { name: 'Onayla' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Doğrulama kodu hatalı');
    expect(stores.lazyStore(memberStore).member?.mobilePhone).toBe('5321234567');

    fireEvent.change(form.getByLabelText('Doğrulama kodu'), { target: { value: '246810' } });
    fireEvent.click(form.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(stores.lazyStore(memberStore).member).toMatchObject({ mobilePhone: '5339876543', isSmsPermitted: false }));
    expect(server.calls.at(-1)?.body).toEqual({ mobilePhone: '5339876543', code: '246810' });
    expect(await form.findByLabelText('Yeni cep telefonu')).toHaveValue('');
  });

  it('issue 14 /otp: an SMS activation names the masked number the code went to', () => {
    const server = fakeAccountServer({});
    const { stores, wrapper } = testStores(server.fetcher);
    stores.lazyStore(memberStore).accept({ isSuccess: true, member: { ...MEMBER, mobilePhone: '5321234567' }, pendingActivation: 'sms', activationPhone: '5** *** 45 67' });
    render(<MemoryRouter><OtpForm onVerified={() => undefined} /></MemoryRouter>, { wrapper });
    expect(screen.getByText('5** *** 45 67 numaralı cep telefonunuza SMS ile gönderdiğimiz 6 haneli kodu yazın.')).toBeInTheDocument();
    act(() => stores.ui.setCulture('en'));
    expect(screen.getByText('Type the 6-digit code we sent by SMS to your mobile phone 5** *** 45 67.')).toBeInTheDocument();
  });

  it('issue 14 /u/info in English: the phone change form speaks English', () => {
    const server = fakeAccountServer({});
    const { stores, wrapper } = testStores(server.fetcher);
    stores.ui.setCulture('en');
    stores.lazyStore(memberStore).accept({ isSuccess: true, member: { ...MEMBER, mobilePhone: '5321234567' } });
    render(<MemoryRouter><PhoneChangeForm /></MemoryRouter>, { wrapper });
    const form = within(screen.getByTestId('phone-change-form'));
    expect(form.getByText('Change your mobile phone')).toBeInTheDocument();
    expect(form.getByLabelText('New mobile phone')).toBeInTheDocument();
  });
});
