import request from 'supertest';
import { solvedCaptcha } from '../support/bot-check.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import { PASSKEY_LIMITS, PasskeyMessage, type PasskeyCreationOptions, type PasskeyRequestOptions } from '../../contracts/member/passkey.js';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { SoftAuthenticator } from '../support/soft-authenticator.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { environmentCookieOf, environmentSetCookieOf, variantsInStock, type Variant } from './cart-fixtures.js';
import { outboxTo } from './mail-fixtures.js';

/**
 * Passkeys (issue 14 item 11): members add WebAuthn credentials in the account area and sign in
 * with them as a second way beside the password. Whole ceremonies run against a software
 * authenticator (test/support/soft-authenticator.ts) speaking for ORIGIN; the browser journey is
 * test/e2e/passkey.e2e.ts.
 */

// The shop's public origin in this suite: its host is the RP ID, it is the origin ceremonies must come from.
const ORIGIN = 'http://localhost:47123';

function cookiesOf(response: { headers: Record<string, unknown> }): string {
  return ((response.headers['set-cookie'] ?? []) as string[]).map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');
}

let sequence = 0;
const newEmail = () => `passkey${Date.now()}-${sequence += 1}@example.com`;
const PASSWORD = 'uzun bir şifre 123';
/** Options no server gave: for requests refused before their credential is read. */
const UNUSED_OPTIONS: PasskeyCreationOptions = {
  rp: { id: 'localhost', name: 'Vitrin' }, user: { id: 'AAAA', name: 'x', displayName: 'x' }, challenge: 'AAAA', pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};

describe('passkeys API (issue 14 item 11)', () => {
  let shop: TestApp;
  let variants: Variant[];
  beforeAll(async () => {
    // Many sign-ups and sign-ins from one address: the limits are tested on their own below.
    shop = await startTestApp({ PUBLIC_URL: ORIGIN, RATE_LIMIT_SCALE: '100' });
    variants = await variantsInStock(shop.url);
  });
  afterAll(async () => {
    await shop?.close();
  });
  const api = () => request(shop.url);

  async function register(email = newEmail()) {
    const response = await api().post('/api/register')
      .send({ email, password: PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true }).expect(200);
    return { email, cookie: cookiesOf(response) };
  }

  async function guestSignIn() {
    const captcha = await solvedCaptcha(shop.url);
    const response = await api().post('/api/logon-as-guest').set(CAPTCHA_HEADER, captcha).send({ Email: newEmail(), countryCode: 'TR' }).expect(200);
    return cookiesOf(response);
  }

  const registrationOptions = async (cookie: string) =>
    (await api().post('/api/passkey-register-options').set('Cookie', cookie).expect(200)).body.options as PasskeyCreationOptions;
  const loginOptions = async () => (await api().post('/api/passkey-login-options').expect(200)).body.options as PasskeyRequestOptions;

  /** A member with one passkey on `authenticator`. */
  async function memberWithPasskey(authenticator = new SoftAuthenticator(ORIGIN), name = 'Dizüstü') {
    const member = await register();
    const credential = authenticator.create(await registrationOptions(member.cookie));
    const added = await api().post('/api/passkey-register').set('Cookie', member.cookie).send({ credential, name }).expect(200);
    return { ...member, authenticator, passkey: added.body.passkey as { id: number; name: string } };
  }

  it('registration options: discoverable, user-verified, for this RP and member, no attestation asked', async () => {
    const { email, cookie } = await register();
    const response = await api().post('/api/passkey-register-options').set('Cookie', cookie).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const options = response.body.options as PasskeyCreationOptions;
    expect(response.body.isSuccess).toBe(true);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Vitrin' },
      user: { name: email, displayName: 'Ayşe Işık' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    // The user handle is random bytes, never the e-mail or the member id.
    expect(Buffer.from(options.user.id, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(options.pubKeyCredParams.map((param) => param.alg)).toContain(-7);
  });

  it('sign-in options ask for no account: discoverable credentials, no allowed list', async () => {
    const response = await api().post('/api/passkey-login-options').expect(200);
    expect(response.body.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(response.body.options.allowCredentials ?? []).toEqual([]);
    expect(response.body.options.challenge).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });

  it('a passkey added in the account signs the member in as the password does: new token, cookies, visitor cart merged, last used set', async () => {
    const { email, cookie: memberCookie, authenticator, passkey } = await memberWithPasskey();
    expect(passkey).toMatchObject({ name: 'Dizüstü' });
    const listed = await api().get('/api/passkeys').set('Cookie', memberCookie).expect(200);
    expect(listed.body.passkeys).toEqual([{ id: passkey.id, name: 'Dizüstü', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    // The next options exclude the passkey the member has.
    const again = await registrationOptions(memberCookie);
    expect(again.excludeCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentials[0].id.toString('base64url')]);

    const [first, second] = variants;
    await api().post('/api/add-to-cart').set('Cookie', memberCookie).send({ productId: first.productId, stockBarcodeId: first.stockBarcodeId, quantity: 1 }).expect(200);
    await api().post('/api/logout').set('Cookie', memberCookie).expect(200);
    const visitorAdd = await api().post('/api/add-to-cart').send({ productId: second.productId, stockBarcodeId: second.stockBarcodeId, quantity: 2 }).expect(200);
    const visitorCookie = environmentCookieOf(visitorAdd)!;

    const login = await api().post('/api/passkey-login').set('Cookie', visitorCookie).send({ credential: authenticator.get(await loginOptions()) }).expect(200);
    expect(login.body).toMatchObject({ isSuccess: true, message: MemberMessage.signedIn, member: { email, isGuest: false } });
    // The cookies of /api/login: httpOnly token (a session cookie without remember-me), readable hint.
    const token = environmentSetCookieOf(login)!;
    expect(token).toMatch(/HttpOnly/i);
    expect(token).not.toMatch(/Max-Age/i);
    expect(((login.headers['set-cookie'] ?? []) as unknown as string[]).some((line) => /^active_member=member;/.test(line))).toBe(true);
    const signedIn = environmentCookieOf(login)!;
    expect(signedIn).not.toBe(visitorCookie);
    await api().get('/api/active-member').set('Cookie', signedIn).expect(200);
    const cart = await api().post('/api/get-cart').set('Cookie', signedIn).send({ tags: [] }).expect(200);
    const lines = (cart.body.cart.items as { stockBarcodeId: number; quantity: number; isShipment: boolean }[]).filter((item) => !item.isShipment);
    expect(lines.map((line) => [line.stockBarcodeId, line.quantity]).sort()).toEqual([[first.stockBarcodeId, 1], [second.stockBarcodeId, 2]].sort());

    const used = await api().get('/api/passkeys').set('Cookie', signedIn).expect(200);
    expect(used.body.passkeys[0].lastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Remember-me gives the passkey sign-in the 180-day cookie, as it does the password's.
    const remembered = await api().post('/api/passkey-login').send({ credential: authenticator.get(await loginOptions()), rememberMe: true }).expect(200);
    expect(environmentSetCookieOf(remembered)).toMatch(/Max-Age=15552000(;|$)/);
  });

  it('a challenge is good once: a replayed sign-in and a made-up challenge are refused', async () => {
    const { authenticator } = await memberWithPasskey();
    const credential = authenticator.get(await loginOptions());
    await api().post('/api/passkey-login').send({ credential }).expect(200);
    const replay = await api().post('/api/passkey-login').send({ credential }).expect(401);
    expect(replay.body.message).toBe(PasskeyMessage.expired);
    const madeUp = await api().post('/api/passkey-login').send({ credential: authenticator.get({ challenge: 'bm90LWEtcmVhbC1jaGFsbGVuZ2U', rpId: 'localhost' }) }).expect(401);
    expect(madeUp.body.message).toBe(PasskeyMessage.expired);
  });

  it('a challenge expires after five minutes: registration and sign-in then ask to start again', async () => {
    const { cookie } = await register();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = await registrationOptions(cookie);
    const signIn = await loginOptions();
    // Five minutes and a second later, as the database sees it.
    await shop.app.get<Database>(DATABASE).query(
      `UPDATE passkey_challenge SET expires_at = now() - interval '1 second' WHERE challenge = ANY($1) AND expires_at <= now() + make_interval(secs => $2)`,
      [[options.challenge, signIn.challenge], PASSKEY_LIMITS.challengeSeconds]);
    const late = await api().post('/api/passkey-register').set('Cookie', cookie).send({ credential: authenticator.create(options) }).expect(400);
    expect(late.body.message).toBe(PasskeyMessage.expired);
    const device = new SoftAuthenticator(ORIGIN);
    const fresh = await api().post('/api/passkey-register').set('Cookie', cookie).send({ credential: device.create(await registrationOptions(cookie)) }).expect(200);
    expect(fresh.body.message).toBe(PasskeyMessage.added);
    const lateSignIn = await api().post('/api/passkey-login').send({ credential: device.get(signIn) }).expect(401);
    expect(lateSignIn.body.message).toBe(PasskeyMessage.expired);
  });

  it('the signature counter must grow: a cloned authenticator that repeats a count is refused', async () => {
    const { authenticator } = await memberWithPasskey();
    await api().post('/api/passkey-login').send({ credential: authenticator.get(await loginOptions(), { counter: 5 }) }).expect(200);
    const cloned = await api().post('/api/passkey-login').send({ credential: authenticator.get(await loginOptions(), { counter: 5 }) }).expect(401);
    expect(cloned.body.message).toBe(PasskeyMessage.notVerified);
    await api().post('/api/passkey-login').send({ credential: authenticator.get(await loginOptions(), { counter: 6 }) }).expect(200);
  });

  it('ceremonies from another origin, another member\'s registration challenge and unknown passkeys are refused', async () => {
    const { cookie } = await register();
    const elsewhere = new SoftAuthenticator('https://phishing.example');
    const options = await registrationOptions(cookie);
    const wrongOrigin = await api().post('/api/passkey-register').set('Cookie', cookie).send({ credential: elsewhere.create(options) }).expect(400);
    expect(wrongOrigin.body.message).toBe(PasskeyMessage.notVerified);

    // B's challenge is not A's: the verification finds no challenge for A.
    const other = await register();
    const otherOptions = await registrationOptions(other.cookie);
    const stolen = await api().post('/api/passkey-register').set('Cookie', cookie).send({ credential: new SoftAuthenticator(ORIGIN).create(otherOptions) }).expect(400);
    expect(stolen.body.message).toBe(PasskeyMessage.expired);

    // A credential the shop never stored.
    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.create(await registrationOptions(cookie));
    const unknown = await api().post('/api/passkey-login').send({ credential: stranger.get(await loginOptions()) }).expect(401);
    expect(unknown.body.message).toBe(PasskeyMessage.unknown);
    const none = await api().get('/api/passkeys').set('Cookie', cookie).expect(200);
    expect(none.body.passkeys).toEqual([]);
  });

  it('a credential already stored cannot be added again, by the same member or another (409)', async () => {
    const { cookie, authenticator } = await memberWithPasskey();
    const [stored] = authenticator.credentials;
    const again = await api().post('/api/passkey-register').set('Cookie', cookie)
      .send({ credential: authenticator.create(await registrationOptions(cookie), { credential: stored }) }).expect(409);
    expect(again.body.message).toBe(PasskeyMessage.alreadyAdded);
    const other = await register();
    const taken = await api().post('/api/passkey-register').set('Cookie', other.cookie)
      .send({ credential: authenticator.create(await registrationOptions(other.cookie), { credential: stored }) }).expect(409);
    expect(taken.body.message).toBe(PasskeyMessage.alreadyAdded);
  });

  it('a member removes their own passkey; another member\'s answers 404 and stays; a removed passkey no longer signs in', async () => {
    const a = await memberWithPasskey();
    const b = await memberWithPasskey(new SoftAuthenticator(ORIGIN), 'Telefon');
    const foreign = await api().post('/api/remove-passkey').set('Cookie', a.cookie).send({ id: b.passkey.id }).expect(404);
    expect(foreign.body.message).toBe(PasskeyMessage.notFound);
    const bList = await api().get('/api/passkeys').set('Cookie', b.cookie).expect(200);
    expect(bList.body.passkeys.map((passkey: { id: number }) => passkey.id)).toEqual([b.passkey.id]);

    const removed = await api().post('/api/remove-passkey').set('Cookie', a.cookie).send({ id: a.passkey.id }).expect(200);
    expect(removed.body).toEqual({ isSuccess: true, message: PasskeyMessage.removed });
    await api().post('/api/remove-passkey').set('Cookie', a.cookie).send({ id: a.passkey.id }).expect(404);
    const gone = await api().post('/api/passkey-login').send({ credential: a.authenticator.get(await loginOptions()) }).expect(401);
    expect(gone.body.message).toBe(PasskeyMessage.unknown);
  });

  it('issue 27 adding and removing a passkey are each told to the member by mail, naming the passkey', async () => {
    const { email, cookie, passkey } = await memberWithPasskey(new SoftAuthenticator(ORIGIN), 'İş bilgisayarı');
    const notices = async () => (await outboxTo(shop, email)).filter((mail) => /geçiş anahtarı/.test(mail.subject));
    expect((await notices()).map((mail) => mail.subject)).toEqual(['Vitrin üyeliğinize geçiş anahtarı eklendi']);
    expect((await notices())[0].text).toContain('"İş bilgisayarı" adlı geçiş anahtarı üyeliğinize eklendi');
    await api().post('/api/remove-passkey').set('Cookie', cookie).send({ id: passkey.id }).expect(200);
    const [, removed] = await notices();
    expect(removed.subject).toBe('Vitrin üyeliğinizden geçiş anahtarı kaldırıldı');
    expect(removed.text).toContain('"İş bilgisayarı" adlı geçiş anahtarı üyeliğinizden kaldırıldı.');
  });

  it('deleting the membership deletes its passkeys: they sign no one in', async () => {
    const { cookie, authenticator } = await memberWithPasskey();
    await api().post('/api/delete-member').set('Cookie', cookie).send({ password: PASSWORD }).expect(200);
    const refused = await api().post('/api/passkey-login').send({ credential: authenticator.get(await loginOptions()) }).expect(401);
    expect(refused.body.message).toBe(PasskeyMessage.unknown);
  });

  it('account routes refuse a visitor (401) and a guest (403); sign-in routes need no one', async () => {
    // A well-formed credential: refused for who is asking, before anything in it is read.
    const credential = new SoftAuthenticator(ORIGIN).create(UNUSED_OPTIONS);
    const routes = [['post', 'passkey-register-options', {}], ['post', 'passkey-register', { credential }], ['get', 'passkeys', undefined], ['post', 'remove-passkey', { id: 1 }]] as const;
    const guest = await guestSignIn();
    for (const [who, cookie, status, message] of [['visitor', undefined, 401, MemberMessage.notSignedIn], ['guest', guest, 403, MemberMessage.membersOnly]] as const) {
      for (const [method, path, body] of routes) {
        const pending = method === 'get' ? api().get(`/api/${path}`) : api().post(`/api/${path}`).send(body);
        const refused = await (cookie ? pending.set('Cookie', cookie) : pending);
        expect([who, path, refused.status, refused.body.message]).toEqual([who, path, status, message]);
      }
    }
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const { cookie } = await register();
    const credential = new SoftAuthenticator(ORIGIN).create(await registrationOptions(cookie));
    const cases: [object, RegExp][] = [
      [{}, /credential/],
      [{ credential: { ...credential, type: 'password' } }, /type must be public-key/],
      [{ credential: { ...credential, id: 'not base64url!' } }, /id must be base64url text/],
      [{ credential: { ...credential, response: { ...credential.response, attestationObject: 42 } } }, /attestationObject must be a string/],
      [{ credential, name: 'x'.repeat(PASSKEY_LIMITS.nameMax + 1) }, /name must be shorter than or equal to 60 characters/],
      [{ credential, name: 'iki\nsatır' }, /name must be one line/],
      [{ credential, extra: true }, /property extra should not exist/],
    ];
    for (const [body, message] of cases) {
      const refused = await api().post('/api/passkey-register').set('Cookie', cookie).send(body).expect(400);
      expect(JSON.stringify(refused.body.data ?? refused.body.message)).toMatch(message);
    }
    const badLogin = await api().post('/api/passkey-login').send({ credential: { id: 'abc' } }).expect(400);
    expect(JSON.stringify(badLogin.body.data ?? badLogin.body.message)).toMatch(/rawId/);
    await api().post('/api/remove-passkey').set('Cookie', cookie).send({ id: 'one' }).expect(400);
    // Garbage that has the right shape is a refusal, not a crash.
    const garbage = await api().post('/api/passkey-login').send({
      credential: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} },
    }).expect(401);
    expect(garbage.body.message).toBe(PasskeyMessage.unknown);
  });

});

describe('passkey sign-in limits (issue 14 item 9, item 11)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp({ PUBLIC_URL: ORIGIN }); });
  afterAll(async () => { await shop?.close(); });

  it('passkey sign-in counts with the sign-in rule: the sixth call in five minutes answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let call = 1; call <= 5; call += 1) statuses.push((await request(shop.url).post('/api/passkey-login-options')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await request(shop.url).post('/api/passkey-login').send({}).expect(429);
    expect(limited.body.message).toBe(MemberMessage.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
