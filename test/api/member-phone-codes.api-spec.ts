import request from 'supertest';
import { MemberMessage } from '../../contracts/member/messages.js';
import { maskedMobile, VerificationCodeMessage } from '../../contracts/member/verification-codes.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import type { LocalHttpServer } from '../support/local-http-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TestMailbox } from '../support/test-mailbox.js';
import { outboxTo } from './mail-fixtures.js';
import { cookiesOf, guestShopper, newEmail, registerShopper, SHOPPER_PASSWORD, type Shopper } from './order-fixtures.js';
import { CODE_IN_TEXT, newMobile, otherCode, startSmsCarrier, textedCode, textsTo } from './sms-fixtures.js';

/**
 * Issue 14: activation by SMS (MEMBER_ACTIVATION) and a mobile phone changed only with the code
 * texted to the new number. The SMS carrier is a local HTTP server (SMS_URL) taking the texts as
 * a provider would; the app and its database are real.
 */

interface Started { shop: TestApp; carrier: LocalHttpServer; mailbox: TestMailbox }

async function start(env: Record<string, string>): Promise<Started> {
  const carrier = await startSmsCarrier();
  const mailbox = await TestMailbox.start();
  const shop = await startTestApp({ SMS_URL: `${carrier.url}/messages`, SMTP_URL: mailbox.url, ...env });
  return { shop, carrier, mailbox };
}

async function stop(started: Started | undefined): Promise<void> {
  await started?.shop.close();
  await started?.carrier.close();
  await started?.mailbox.close();
}

const db = (shop: TestApp) => shop.app.get<Database>(DATABASE, { strict: false });
/** Ages the member's live code past its lifetime, as ten minutes would. */
const expireCode = (shop: TestApp, memberId: number) => db(shop).query("UPDATE member_otp SET expires_at = now() - interval '1 second' WHERE member_id = $1", [memberId]);

describe('activation by SMS: MEMBER_ACTIVATION=sms (spec §2 §4 /otp, issue 14)', () => {
  let started: Started;
  beforeAll(async () => { started = await start({ MEMBER_ACTIVATION: 'sms' }); });
  afterAll(() => stop(started));
  const api = () => request(started.shop.url);
  const signUp = async (tag: string, mobilePhone?: string) => {
    const email = newEmail(tag);
    const response = await api().post('/api/register')
      .send({ email, password: SHOPPER_PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true, ...(mobilePhone ? { mobilePhone } : {}) }).expect(200);
    return { email, cookie: cookiesOf(response), body: response.body as { member: { id: number }; pendingActivation?: string; activationPhone?: string } };
  };
  const active = async (cookie: string) => (await api().get('/api/active-member').set('Cookie', cookie).expect(200)).body as { member: { id: number; mobilePhone?: string }; pendingActivation?: string };

  it('S4 a member signing up with a mobile phone gets the code by SMS and is sent to /otp for it; a wrong code or another member\'s code is refused, the right one activates', async () => {
    const [phoneA, phoneB] = [newMobile(), newMobile()];
    const a = await signUp('sms-aktif-a', `0${phoneA.slice(0, 3)} ${phoneA.slice(3, 6)} ${phoneA.slice(6)}`);
    const b = await signUp('sms-aktif-b', phoneB);
    expect(a.body).toMatchObject({ pendingActivation: 'sms', activationPhone: maskedMobile(phoneA) });
    expect(a.body.activationPhone).not.toContain(phoneA.slice(0, 6));
    const codeA = await textedCode(started.carrier, phoneA);
    const codeB = await textedCode(started.carrier, phoneB);
    expect((await db(started.shop).query<{ channel: string }>('SELECT channel FROM member_otp WHERE member_id = $1', [a.body.member.id]))[0].channel).toBe('sms');
    // No activation mail: the phone is what this shop asks to prove.
    expect(started.mailbox.mails.filter((mail) => JSON.stringify(mail).includes(a.email))).toHaveLength(0);

    const wrong = await api().post('/api/verify-otp').set('Cookie', a.cookie).send({ code: otherCode(codeA) }).expect(400);
    expect(wrong.body.message).toBe(MemberMessage.otpWrong);
    if (codeB !== codeA) {
      const stolen = await api().post('/api/verify-otp').set('Cookie', a.cookie).send({ code: codeB }).expect(400);
      expect(stolen.body.message).toBe(MemberMessage.otpWrong);
    }
    expect((await active(a.cookie)).pendingActivation).toBe('sms');

    const right = await api().post('/api/verify-otp').set('Cookie', a.cookie).send({ code: codeA }).expect(200);
    expect(right.body).toMatchObject({ isSuccess: true, message: MemberMessage.phoneActivated, member: { mobilePhone: phoneA } });
    expect(right.body.pendingActivation).toBeUndefined();
    expect((await active(a.cookie)).pendingActivation).toBeUndefined();
    const again = await api().post('/api/resend-otp').set('Cookie', a.cookie).send({}).expect(409);
    expect(again.body.message).toBe(MemberMessage.otpNotNeeded);
    // B's own code still works for B.
    await api().post('/api/verify-otp').set('Cookie', b.cookie).send({ code: codeB }).expect(200);
  });

  it('S4 resend texts a new code and the old one stops working; an expired code is a 410 and a new one helps', async () => {
    const phone = newMobile();
    const member = await signUp('sms-yeniden', phone);
    const first = await textedCode(started.carrier, phone);
    const resent = await api().post('/api/resend-otp').set('Cookie', member.cookie).send({}).expect(200);
    expect(resent.body.message).toBe(MemberMessage.otpSent);
    const second = await textedCode(started.carrier, phone, 1);
    if (first !== second) await api().post('/api/verify-otp').set('Cookie', member.cookie).send({ code: first }).expect(400);

    await expireCode(started.shop, member.body.member.id);
    const expired = await api().post('/api/verify-otp').set('Cookie', member.cookie).send({ code: second }).expect(410);
    expect(expired.body.message).toBe(MemberMessage.otpExpired);
    expect((await active(member.cookie)).pendingActivation).toBe('sms');

    await api().post('/api/resend-otp').set('Cookie', member.cookie).send({}).expect(200);
    const third = await textedCode(started.carrier, phone, 2);
    await api().post('/api/verify-otp').set('Cookie', member.cookie).send({ code: third }).expect(200);
  });

  it('S4 wrong codes count: the fifth spends the code (410) and the sixth try is 429, as for the e-mail code', async () => {
    const phone = newMobile();
    const member = await signUp('sms-deneme', phone);
    const code = await textedCode(started.carrier, phone);
    const verify = (value: string) => api().post('/api/verify-otp').set('Cookie', member.cookie).send({ code: value });
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(otherCode(code)).expect(400);
    expect((await verify(otherCode(code)).expect(410)).body.message).toBe(MemberMessage.otpTooManyTries);
    await verify(code).expect(429);
    expect((await active(member.cookie)).pendingActivation).toBe('sms');
  });

  it('S4 a member who gave no mobile phone activates by e-mail', async () => {
    const member = await signUp('sms-telefonsuz');
    expect(member.body.pendingActivation).toBe('email');
    const [, code] = await started.mailbox.waitFor(member.email, CODE_IN_TEXT);
    const verified = await api().post('/api/verify-otp').set('Cookie', member.cookie).send({ code }).expect(200);
    expect(verified.body.message).toBe(MemberMessage.activated);
    expect(verified.body.pendingActivation).toBeUndefined();
  });

  it('S4 the number the code goes to stays while SMS activation is pending; a new number proven by its code activates too', async () => {
    const phone = newMobile();
    const member = await signUp('sms-numara', phone);
    await textedCode(started.carrier, phone);
    const dropped = await api().post('/api/update-member').set('Cookie', member.cookie).send({ name: 'Ayşe', surname: 'Işık', isSmsPermitted: false, isEmailPermitted: false }).expect(409);
    expect(dropped.body.message).toBe(VerificationCodeMessage.phoneNeededForActivation);
    expect((await active(member.cookie)).member.mobilePhone).toBe(phone);

    const corrected = newMobile();
    await api().post('/api/phone-code').set('Cookie', member.cookie).send({ mobilePhone: corrected }).expect(200);
    const code = await textedCode(started.carrier, corrected);
    const changed = await api().post('/api/phone-code/confirm').set('Cookie', member.cookie).send({ mobilePhone: corrected, code }).expect(200);
    expect(changed.body.member.mobilePhone).toBe(corrected);
    expect(changed.body.pendingActivation).toBeUndefined();
  });

  it('S5 a mobile phone that is not a Turkish mobile number is refused at sign-up with a clear 400', async () => {
    const refused = await api().post('/api/register')
      .send({ email: newEmail('sms-kotu'), password: SHOPPER_PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true, mobilePhone: '0212 123 45 67' }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('mobilePhone must be a Turkish mobile number');
  });
});

describe('activation by e-mail and SMS: MEMBER_ACTIVATION=email+sms (spec §4 /otp, issue 14)', () => {
  let started: Started;
  beforeAll(async () => { started = await start({ MEMBER_ACTIVATION: 'email+sms' }); });
  afterAll(() => stop(started));
  const api = () => request(started.shop.url);

  it('S4 the e-mail code comes first; once it is right the SMS code goes to the phone, and the member is active after both', async () => {
    const [email, phone] = [newEmail('iki-kanal'), newMobile()];
    const registered = await api().post('/api/register').send({ email, password: SHOPPER_PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true, mobilePhone: phone }).expect(200);
    const cookie = cookiesOf(registered);
    expect(registered.body.pendingActivation).toBe('email');
    const [, mailed] = await started.mailbox.waitFor(email, CODE_IN_TEXT);
    expect(textsTo(started.carrier, `+90${phone}`)).toHaveLength(0);

    const half = await api().post('/api/verify-otp').set('Cookie', cookie).send({ code: mailed }).expect(200);
    expect(half.body).toMatchObject({ message: MemberMessage.smsActivationNext, pendingActivation: 'sms', activationPhone: maskedMobile(phone) });
    const texted = await textedCode(started.carrier, phone);
    // The e-mail code does not prove the phone.
    if (texted !== mailed) await api().post('/api/verify-otp').set('Cookie', cookie).send({ code: mailed }).expect(400);
    const done = await api().post('/api/verify-otp').set('Cookie', cookie).send({ code: texted }).expect(200);
    expect(done.body.message).toBe(MemberMessage.phoneActivated);
    expect(done.body.pendingActivation).toBeUndefined();
  });
});

describe('a mobile phone changed only with the code texted to the new number (S7.30 issue 14)', () => {
  let started: Started;
  beforeAll(async () => { started = await start({}); });
  afterAll(() => stop(started));
  const api = () => request(started.shop.url);
  const member = async (shopper: Shopper) => (await api().get('/api/active-member').set('Cookie', shopper.cookie).expect(200)).body.member as { id: number; mobilePhone?: string; isSmsPermitted: boolean };
  const info = (mobilePhone?: string) => ({ name: 'Ayşe', surname: 'Işık', ...(mobilePhone ? { mobilePhone } : {}), isSmsPermitted: false, isEmailPermitted: false });
  const askCode = (shopper: Shopper, mobilePhone: string) => api().post('/api/phone-code').set('Cookie', shopper.cookie).send({ mobilePhone });
  const confirm = (shopper: Shopper, mobilePhone: string, code: string) => api().post('/api/phone-code/confirm').set('Cookie', shopper.cookie).send({ mobilePhone, code });
  /** A member whose sign-up named `phone`. */
  async function withPhone(tag: string, phone: string): Promise<Shopper> {
    const email = newEmail(tag);
    const response = await api().post('/api/register').send({ email, password: SHOPPER_PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true, mobilePhone: phone }).expect(200);
    return { email, cookie: cookiesOf(response) } as Shopper;
  }

  it('S7.30 the code goes to the new number; nothing changes before it comes back; the right code changes the number and ends the SMS permission', async () => {
    const [oldPhone, newPhone] = [newMobile(), newMobile()];
    const shopper = await withPhone('tel-degisim', oldPhone);
    // The SMS permission, given with its code on the old number.
    await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'sms' }).expect(200);
    await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'sms', code: await textedCode(started.carrier, oldPhone) }).expect(200);

    const asked = await askCode(shopper, `+90 ${newPhone}`).expect(200);
    expect(asked.body.message).toBe(VerificationCodeMessage.phoneCodeSent);
    const code = await textedCode(started.carrier, newPhone);
    expect(textsTo(started.carrier, `+90${oldPhone}`)).toHaveLength(1);
    expect(await member(shopper)).toMatchObject({ mobilePhone: oldPhone, isSmsPermitted: true });
    // The info form cannot take the new number without the code.
    const viaInfo = await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info(newPhone), surname: 'Kaya' }).expect(403);
    expect(viaInfo.body.message).toBe(VerificationCodeMessage.phoneCodeNeeded);
    expect(await member(shopper)).toMatchObject({ mobilePhone: oldPhone, surname: 'Işık' });

    expect((await confirm(shopper, newPhone, otherCode(code)).expect(400)).body.message).toBe(MemberMessage.otpWrong);
    // The code proves only the number it was texted to.
    await confirm(shopper, newMobile(), code).expect(400);
    expect((await member(shopper)).mobilePhone).toBe(oldPhone);

    const changed = await confirm(shopper, newPhone, code).expect(200);
    expect(changed.body).toMatchObject({ isSuccess: true, message: VerificationCodeMessage.phoneChanged, member: { mobilePhone: newPhone, isSmsPermitted: false } });
    const { id } = await member(shopper);
    expect((await db(started.shop).query<{ mobile_verified: boolean; sms_permitted_at: unknown }>('SELECT mobile_verified, sms_permitted_at FROM member WHERE id = $1', [id]))[0])
      .toEqual({ mobile_verified: true, sms_permitted_at: null });
    // Spent with the change.
    await confirm(shopper, newPhone, code).expect(410);
  });

  it('S7.30 issue 27 a new mobile phone is told to the member by mail, in their language, with the new number masked; a refused code tells nothing', async () => {
    const shopper = await registerShopper(started.shop.url, 'tel-bildirim');
    const phone = newMobile();
    await askCode(shopper, phone).expect(200);
    const code = await textedCode(started.carrier, phone);
    await confirm(shopper, phone, otherCode(code)).expect(400);
    const notices = async () => (await outboxTo(started.shop, shopper.email)).filter((mail) => /cep telefonu/.test(mail.subject));
    expect(await notices()).toEqual([]);
    await confirm(shopper, phone, code).expect(200);
    const [notice] = await notices();
    expect(notice.subject).toBe('Vitrin üyeliğinizin cep telefonu değiştirildi');
    expect(notice.text).toContain(`Üyeliğinizin cep telefonu 5** *** ${phone.slice(6, 8)} ${phone.slice(8)} olarak değiştirildi.`);
    expect(notice.text).not.toContain(phone);
  });

  it('S7.30 member A cannot confirm member B\'s code; B still can', async () => {
    const [a, b] = await Promise.all([registerShopper(started.shop.url, 'tel-a', { activated: false }), registerShopper(started.shop.url, 'tel-b', { activated: false })]);
    const [phoneA, phoneB] = [newMobile(), newMobile()];
    await askCode(a, phoneA).expect(200);
    await askCode(b, phoneB).expect(200);
    const codeA = await textedCode(started.carrier, phoneA);
    const codeB = await textedCode(started.carrier, phoneB);
    expect((await confirm(a, phoneB, codeB).expect(400)).body.message).toBe(MemberMessage.otpWrong);
    expect((await member(a)).mobilePhone).toBeUndefined();
    await confirm(b, phoneB, codeB).expect(200);
    expect((await member(b)).mobilePhone).toBe(phoneB);
    await confirm(a, phoneA, codeA).expect(200);
  });

  it('S7.30 an expired code is a 410 and changes nothing', async () => {
    const shopper = await registerShopper(started.shop.url, 'tel-sure', { activated: false });
    const phone = newMobile();
    await askCode(shopper, phone).expect(200);
    const code = await textedCode(started.carrier, phone);
    await expireCode(started.shop, (await member(shopper)).id);
    expect((await confirm(shopper, phone, code).expect(410)).body.message).toBe(MemberMessage.otpExpired);
    expect((await member(shopper)).mobilePhone).toBeUndefined();
  });

  it('S7.30 wrong codes count: the fifth spends the code (410), the sixth try is 429, and the number stays', async () => {
    const shopper = await registerShopper(started.shop.url, 'tel-deneme', { activated: false });
    const phone = newMobile();
    await askCode(shopper, phone).expect(200);
    const code = await textedCode(started.carrier, phone);
    for (let attempt = 1; attempt <= 4; attempt += 1) await confirm(shopper, phone, otherCode(code)).expect(400);
    expect((await confirm(shopper, phone, otherCode(code)).expect(410)).body.message).toBe(MemberMessage.otpTooManyTries);
    await confirm(shopper, phone, code).expect(429);
    expect((await member(shopper)).mobilePhone).toBeUndefined();
  });

  it('S5 S7.30 numbers that are not Turkish mobiles, and the member\'s own number, are a clear 400 and get no text', async () => {
    const phone = newMobile();
    const shopper = await withPhone('tel-kotu', phone);
    const sent = started.carrier.received.length;
    for (const bad of ['12345', '0212 123 45 67', '', '5321234567890']) {
      const refused = await askCode(shopper, bad).expect(400);
      expect(JSON.stringify(refused.body)).toContain('mobilePhone must be a Turkish mobile number');
    }
    const same = await askCode(shopper, `0${phone}`).expect(400);
    expect(same.body.message).toBe(VerificationCodeMessage.samePhone);
    await confirm(shopper, '12345', '123456').expect(400);
    expect(started.carrier.received.length).toBe(sent);
  });

  it('S7.30 removing the mobile phone in the info form needs no code', async () => {
    const shopper = await withPhone('tel-sil', newMobile());
    const removed = await api().post('/api/update-member').set('Cookie', shopper.cookie).send(info()).expect(200);
    expect(removed.body.member.mobilePhone).toBeUndefined();
  });

  it('S6.02 visitors get 401 and guests 403 on the phone code calls', async () => {
    const guest = await guestShopper(started.shop.url);
    for (const [path, body] of [['/api/phone-code', { mobilePhone: newMobile() }], ['/api/phone-code/confirm', { mobilePhone: newMobile(), code: '123456' }]] as const) {
      await api().post(path).send(body).expect(401);
      await api().post(path).set('Cookie', guest.cookie).send(body).expect(403);
    }
  });
});
