import request from 'supertest';
import { MemberMessage } from '../../contracts/member/messages.js';
import { VerificationCodeMessage } from '../../contracts/member/verification-codes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TestMailbox } from '../support/test-mailbox.js';
import { cookiesOf, guestShopper, newEmail, registerShopper, SHOPPER_PASSWORD, type Shopper } from './order-fixtures.js';

const CODE = /(?:verification code|kodunuz): (\d{6})/;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('communication-info and consent verification codes (S7.30 S7.35 issue 14)', () => {
  let shop: TestApp;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    shop = await startTestApp({ SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await shop?.close();
    await mailbox?.close();
  });
  const api = () => request(shop.url);
  const member = async (shopper: Shopper) => (await api().get('/api/active-member').set('Cookie', shopper.cookie).expect(200)).body.member as { email: string; isEmailPermitted: boolean };

  /** Asks for a code for `newAddress` and reads it from the mail sent to that address. */
  async function contactCode(shopper: Shopper, newAddress: string): Promise<string> {
    const from = mailbox.mails.length;
    const asked = await api().post('/api/contact-code').set('Cookie', shopper.cookie).send({ email: newAddress }).expect(200);
    expect(asked.body.message).toBe(VerificationCodeMessage.contactCodeSent);
    return (await mailbox.waitFor(newAddress, CODE, { from }))[1];
  }

  it('S7.30 S7.35 a new e-mail counts only with the code sent to it: a wrong code changes nothing, the right one does', async () => {
    const shopper = await registerShopper(shop.url, 'degisim');
    const address = newEmail('yeni');
    const code = await contactCode(shopper, address);

    const wrong = await api().post('/api/contact-code/confirm').set('Cookie', shopper.cookie).send({ email: address, code: otherCode(code) }).expect(400);
    expect(wrong.body.message).toBe(MemberMessage.otpWrong);
    expect((await member(shopper)).email).toBe(shopper.email);
    // The code proves only the address it was sent to.
    await api().post('/api/contact-code/confirm').set('Cookie', shopper.cookie).send({ email: newEmail('baska'), code }).expect(400);

    const right = await api().post('/api/contact-code/confirm').set('Cookie', shopper.cookie).send({ email: address.toUpperCase(), code }).expect(200);
    expect(right.body).toMatchObject({ isSuccess: true, message: VerificationCodeMessage.emailChanged, member: { email: address } });
    expect(right.body.pendingActivation).toBeUndefined();
    await api().post('/api/login').send({ email: address, password: SHOPPER_PASSWORD }).expect(200);
    await api().post('/api/login').send({ email: shopper.email, password: SHOPPER_PASSWORD }).expect(401);
  });

  it('S7.30 an e-mail another member holds is refused with 409 and gets no code; the own e-mail is a 400', async () => {
    const [shopper, other] = await Promise.all([registerShopper(shop.url, 'sahip'), registerShopper(shop.url, 'diger')]);
    const taken = await api().post('/api/contact-code').set('Cookie', shopper.cookie).send({ email: other.email.toUpperCase() }).expect(409);
    expect(taken.body.message).toBe(MemberMessage.emailTaken);
    const same = await api().post('/api/contact-code').set('Cookie', shopper.cookie).send({ email: shopper.email }).expect(400);
    expect(same.body.message).toBe(VerificationCodeMessage.sameEmail);
    await api().post('/api/contact-code').set('Cookie', shopper.cookie).send({ email: 'not-an-email' }).expect(400);
  });

  it('S7.30 member A cannot confirm member B\'s code; B still can', async () => {
    const [a, b] = await Promise.all([registerShopper(shop.url, 'uyea'), registerShopper(shop.url, 'uyeb')]);
    const address = newEmail('bninki');
    const code = await contactCode(b, address);
    const stolen = await api().post('/api/contact-code/confirm').set('Cookie', a.cookie).send({ email: address, code }).expect(400);
    expect(stolen.body.message).toBe(MemberMessage.otpWrong);
    expect((await member(a)).email).toBe(a.email);
    await api().post('/api/contact-code/confirm').set('Cookie', b.cookie).send({ email: address, code }).expect(200);
    expect((await member(b)).email).toBe(address);
  });

  it('S7.30 wrong codes count: the fifth spends the code (410) and the sixth try is 429', async () => {
    const shopper = await registerShopper(shop.url, 'deneme');
    const address = newEmail('deneme-yeni');
    const code = await contactCode(shopper, address);
    const confirm = () => api().post('/api/contact-code/confirm').set('Cookie', shopper.cookie).send({ email: address, code: otherCode(code) });
    for (let attempt = 1; attempt <= 4; attempt += 1) await confirm().expect(400);
    expect((await confirm().expect(410)).body.message).toBe(MemberMessage.otpTooManyTries);
    await api().post('/api/contact-code/confirm').set('Cookie', shopper.cookie).send({ email: address, code }).expect(429);
    expect((await member(shopper)).email).toBe(shopper.email);
  });

  it('S7.30 turning the e-mail permission on needs the code sent to the member\'s e-mail; turning it off needs none', async () => {
    const shopper = await registerShopper(shop.url, 'izin');
    await mailbox.waitFor(shopper.email, CODE); // the activation mail, so the next code is told apart
    const from = mailbox.mails.length;
    const asked = await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'email' }).expect(200);
    expect(asked.body.message).toBe(VerificationCodeMessage.consentCodeSent);
    const [, code] = await mailbox.waitFor(shopper.email, CODE, { from });

    await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'email', code: otherCode(code) }).expect(400);
    expect((await member(shopper)).isEmailPermitted).toBe(false);
    const right = await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'email', code }).expect(200);
    expect(right.body).toMatchObject({ message: VerificationCodeMessage.consentSaved, member: { isEmailPermitted: true } });
    expect((await member(shopper)).isEmailPermitted).toBe(true);
    const again = await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'email' }).expect(409);
    expect(again.body.message).toBe(VerificationCodeMessage.alreadyPermitted);

    await api().post('/api/communication-preferences').set('Cookie', shopper.cookie).send({ isSmsPermitted: false, isEmailPermitted: false }).expect(200);
    expect((await member(shopper)).isEmailPermitted).toBe(false);
  });

  it('S7.30 the e-mail permission is not turned on without the code through the member forms\' routes; off and unchanged still save', async () => {
    const shopper = await registerShopper(shop.url, 'kodsuz');
    await mailbox.waitFor(shopper.email, CODE); // the activation mail, so the consent code is told apart
    const info = { name: 'Ayşe', surname: 'Işık', isSmsPermitted: true };
    const viaPreferences = await api().post('/api/communication-preferences').set('Cookie', shopper.cookie).send({ isSmsPermitted: true, isEmailPermitted: true }).expect(403);
    expect(viaPreferences.body.message).toBe(VerificationCodeMessage.consentCodeNeeded);
    const viaInfo = await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info, isEmailPermitted: true }).expect(403);
    expect(viaInfo.body.message).toBe(VerificationCodeMessage.consentCodeNeeded);
    // Refused as a whole: the SMS permission sent beside it did not change either.
    expect(await member(shopper)).toMatchObject({ isEmailPermitted: false, isSmsPermitted: false });

    await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info, isEmailPermitted: false }).expect(200);
    expect(await member(shopper)).toMatchObject({ isEmailPermitted: false, isSmsPermitted: true });

    const from = mailbox.mails.length;
    await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'email' }).expect(200);
    const [, code] = await mailbox.waitFor(shopper.email, CODE, { from });
    await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'email', code }).expect(200);
    // Once given with the code, the forms may send it unchanged, and turn it off without one.
    await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info, surname: 'Yılmaz', isEmailPermitted: true }).expect(200);
    expect(await member(shopper)).toMatchObject({ isEmailPermitted: true, surname: 'Yılmaz' });
    await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info, isEmailPermitted: false }).expect(200);
    expect((await member(shopper)).isEmailPermitted).toBe(false);
    await api().post('/api/communication-preferences').set('Cookie', shopper.cookie).send({ isSmsPermitted: true, isEmailPermitted: true }).expect(403);
    expect((await member(shopper)).isEmailPermitted).toBe(false);
  });

  it('S7.30 the e-mail permission ticked at sign-up counts once the activation code proves the address', async () => {
    const email = newEmail('kayit-izin');
    const registered = await api().post('/api/register')
      .send({ email, password: SHOPPER_PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true, isEmailPermitted: true }).expect(200);
    expect(registered.body.member.isEmailPermitted).toBe(false);
    const cookie = cookiesOf(registered);
    const [, code] = await mailbox.waitFor(email, CODE);
    await api().post('/api/verify-otp').set('Cookie', cookie).send({ code: otherCode(code) }).expect(400);
    expect((await api().get('/api/active-member').set('Cookie', cookie).expect(200)).body.member.isEmailPermitted).toBe(false);
    const activated = await api().post('/api/verify-otp').set('Cookie', cookie).send({ code }).expect(200);
    expect(activated.body.member.isEmailPermitted).toBe(true);
    expect(activated.body.pendingActivation).toBeUndefined();
  });

  it('S7.30 SMS is not a code channel yet: a clear 400', async () => {
    const shopper = await registerShopper(shop.url, 'sms');
    const refused = await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'sms' }).expect(400);
    expect(JSON.stringify(refused.body)).toContain(VerificationCodeMessage.channelInvalid);
  });

  it('S6.02 S7.30 visitors get 401 and guests 403 on every code call', async () => {
    const calls: [string, object][] = [
      ['/api/contact-code', { email: newEmail('ziyaretci') }],
      ['/api/contact-code/confirm', { email: newEmail('ziyaretci'), code: '123456' }],
      ['/api/consent-code', { channel: 'email' }],
      ['/api/consent-code/confirm', { channel: 'email', code: '123456' }],
    ];
    const guest = await guestShopper(shop.url);
    for (const [path, body] of calls) {
      await api().post(path).send(body).expect(401);
      await api().post(path).set('Cookie', guest.cookie).send(body).expect(403);
    }
  });
});
