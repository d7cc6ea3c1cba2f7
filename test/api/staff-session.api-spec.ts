import request from 'supertest';
import type { StaffIdentity } from '../../contracts/admin/staff.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { StaffMessage } from '../../server/src/engine/staff/staff-messages.js';
import {
  createStaff, enrolStaff, newStaffEmail, signedInStaff, signInStaff, staffCookieOf, STAFF_PASSWORD, totpCode,
} from '../support/staff-session.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Staff sign-in of the operator console (issue 29 item 2): an account made from the command line
 * enrols from its one-time link (password, TOTP authenticator, recovery codes), then signs in
 * with its password and a second factor; sessions end when idle, when too old and on sign-out.
 */

const ORIGIN = 'http://localhost:47129';
// The shop's default language answers a console that names none (Turkish); English is asked for below.
const SIGN_IN_FAILED = StaffMessage.signInFailed.tr;
const LINK_INVALID = { message: StaffMessage.enrolLinkInvalid.tr };

describe('staff sessions API (issue 29 item 2)', () => {
  let shop: TestApp;
  let db: Database;
  beforeAll(async () => {
    // Many sign-ins from one address: the limit itself is proven below.
    shop = await startTestApp({ PUBLIC_URL: ORIGIN, RATE_LIMIT_SCALE: '100' });
    db = shop.app.get<Database>(DATABASE);
  });
  afterAll(async () => {
    await shop?.close();
  });
  const api = () => request(shop.url);
  const whoAmI = (cookie: string) => api().get('/admin/api/session').set('Cookie', cookie);

  describe('enrolment from the one-time link', () => {
    it('prints a link to the console valid once: start sets the password and answers the TOTP secret, finish answers ten recovery codes and signs in', async () => {
      const created = await createStaff(shop, { role: 'catalogue', name: 'Deniz' });
      expect(created.enrolLink).toMatch(new RegExp(`^${ORIGIN}/admin/enrol\\?token=[A-Za-z0-9_-]{43}$`));
      const started = await api().post('/admin/api/enrolment/start').send({ token: created.token, password: STAFF_PASSWORD }).expect(200);
      expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(started.body.otpauthUri).toBe(`otpauth://totp/Vitrin:${encodeURIComponent(created.email)}?secret=${started.body.secret}&issuer=Vitrin`);
      const finished = await api().post('/admin/api/enrolment/finish').send({ token: created.token, code: await totpCode(started.body.secret) }).expect(200);
      expect(finished.body.recoveryCodes).toHaveLength(10);
      expect(new Set(finished.body.recoveryCodes).size).toBe(10);
      expect(finished.body.staff).toEqual({ id: created.id, email: created.email, name: 'Deniz', role: 'catalogue' } satisfies StaffIdentity);
      const cookie = staffCookieOf(finished);
      expect((await whoAmI(cookie).expect(200)).body).toEqual(finished.body.staff);
      // Used: neither step takes the link again.
      await api().post('/admin/api/enrolment/start').send({ token: created.token, password: STAFF_PASSWORD }).expect(400).expect(({ body }) => expect(body).toMatchObject(LINK_INVALID));
      await api().post('/admin/api/enrolment/finish').send({ token: created.token, code: await totpCode(started.body.secret) }).expect(400).expect(({ body }) => expect(body).toMatchObject(LINK_INVALID));
    });

    it('refuses an expired link, an unknown token, a short password, a wrong first code, and finishing before starting', async () => {
      const expired = await createStaff(shop, { role: 'orders' });
      await db.query(`UPDATE staff_enrolment SET expires_at = now() - interval '1 second' WHERE staff_id = $1`, [expired.id]);
      await api().post('/admin/api/enrolment/start').send({ token: expired.token, password: STAFF_PASSWORD }).expect(400).expect(({ body }) => expect(body).toMatchObject(LINK_INVALID));
      await api().post('/admin/api/enrolment/start').send({ token: 'x'.repeat(43), password: STAFF_PASSWORD }).expect(400).expect(({ body }) => expect(body).toMatchObject(LINK_INVALID));
      const fresh = await createStaff(shop, { role: 'orders' });
      await api().post('/admin/api/enrolment/finish').send({ token: fresh.token, code: '123456' }).expect(409).expect(({ body }) => expect(body.message).toBe(StaffMessage.enrolNotStarted.tr));
      await api().post('/admin/api/enrolment/start').send({ token: fresh.token, password: 'elevenchars' }).expect(400, /at least 12 characters/);
      const started = await api().post('/admin/api/enrolment/start').send({ token: fresh.token, password: STAFF_PASSWORD }).expect(200);
      const wrong = String((Number(await totpCode(started.body.secret)) + 1) % 1_000_000).padStart(6, '0');
      await api().post('/admin/api/enrolment/finish').send({ token: fresh.token, code: wrong }).expect(400).expect(({ body }) => expect(body.message).toBe(StaffMessage.codeWrong.tr));
      // Not enrolled: the account cannot sign in with the password alone, nor with a code.
      await signInStaff(shop, fresh.email, STAFF_PASSWORD, await totpCode(started.body.secret)).expect(401);
    });

    it('answers the refusal in English to an English console', async () => {
      await api().post('/admin/api/enrolment/start').set('Accept-Language', 'en-GB,en;q=0.9').send({ token: 'y'.repeat(43), password: STAFF_PASSWORD })
        .expect(400, { isSuccess: false, status: 400, message: 'This link is invalid, used or expired' });
    });
  });

  describe('signing in', () => {
    it('needs the password and a TOTP code; a wrong e-mail, password or code answers one and the same refusal', async () => {
      const staff = await signedInStaff(shop, 'support');
      const code = await totpCode(staff.secret, 1);
      const refusals = await Promise.all([
        signInStaff(shop, newStaffEmail('nobody'), STAFF_PASSWORD, code),
        signInStaff(shop, staff.email, `${STAFF_PASSWORD}x`, code),
        signInStaff(shop, staff.email, STAFF_PASSWORD, String((Number(code) + 500_000) % 1_000_000).padStart(6, '0')),
      ]);
      for (const refusal of refusals) {
        expect(refusal.status).toBe(401);
        expect(refusal.body.message).toBe(SIGN_IN_FAILED);
        expect(staffCookieOf(refusal)).toBe('');
      }
      expect(SIGN_IN_FAILED).toBe('E-posta, şifre veya doğrulama kodu hatalı');
      const english = await signInStaff(shop, staff.email, 'wrong password 12345', code).set('Accept-Language', 'en');
      expect(english.body.message).toBe('Wrong e-mail, password or verification code');
      const signedIn = await signInStaff(shop, staff.email.toUpperCase(), STAFF_PASSWORD, code).expect(200);
      expect(signedIn.body).toEqual(staff.identity);
      expect((await whoAmI(staffCookieOf(signedIn)).expect(200)).body).toEqual(staff.identity);
    });

    it('refuses a TOTP code taken already (replay), and the enrolment code too', async () => {
      const staff = await signedInStaff(shop, 'orders');
      // The code enrolment took is of this step: not again.
      await signInStaff(shop, staff.email, STAFF_PASSWORD, await totpCode(staff.secret)).expect(401);
      const next = await totpCode(staff.secret, 1);
      await signInStaff(shop, staff.email, STAFF_PASSWORD, next).expect(200);
      await signInStaff(shop, staff.email, STAFF_PASSWORD, next).expect(401).expect(({ body }) => expect(body.message).toBe(SIGN_IN_FAILED));
    });

    it('takes each recovery code once, in any case and with or without its hyphen', async () => {
      const staff = await signedInStaff(shop, 'catalogue');
      const [first, second] = staff.recoveryCodes;
      expect(first).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
      await signInStaff(shop, staff.email, STAFF_PASSWORD, first).expect(200);
      await signInStaff(shop, staff.email, STAFF_PASSWORD, first).expect(401);
      await signInStaff(shop, staff.email, STAFF_PASSWORD, second.replace('-', '').toUpperCase()).expect(200);
      // Another account's code is no code of this one.
      const other = await signedInStaff(shop, 'catalogue');
      await signInStaff(shop, staff.email, STAFF_PASSWORD, other.recoveryCodes[0]).expect(401);
    });

    it('refuses a disabled account', async () => {
      const staff = await signedInStaff(shop, 'support');
      await db.query('UPDATE staff SET enabled = false WHERE id = $1', [staff.identity.id]);
      await whoAmI(staff.cookie).expect(401);
      await signInStaff(shop, staff.email, STAFF_PASSWORD, staff.recoveryCodes[0]).expect(401);
    });
  });

  describe('the session', () => {
    it('sets its cookie httpOnly, SameSite=Strict, on path /admin only, without a lifetime', async () => {
      const created = await createStaff(shop, { role: 'support' });
      const started = await api().post('/admin/api/enrolment/start').send({ token: created.token, password: STAFF_PASSWORD }).expect(200);
      const finished = await api().post('/admin/api/enrolment/finish').send({ token: created.token, code: await totpCode(started.body.secret) }).expect(200);
      const line = (finished.headers['set-cookie'] as unknown as string[]).find((each) => each.startsWith('vitrin_staff='));
      const attributes = line!.split(';').slice(1).map((part) => part.trim().toLowerCase());
      expect(attributes.sort()).toEqual(['httponly', 'path=/admin', 'samesite=strict']);
    });

    it('is Secure when the shop says its cookies are', async () => {
      const secureShop = await startTestApp({ COOKIE_SECURE: 'true', PUBLIC_URL: ORIGIN });
      try {
        const created = await createStaff(secureShop, { role: 'support' });
        const enrolled = await enrolStaff(secureShop, created.token);
        expect(enrolled.cookie).toMatch(/^vitrin_staff=/);
        const signedIn = await signInStaff(secureShop, created.email, STAFF_PASSWORD, await totpCode(enrolled.secret, 1)).expect(200);
        expect((signedIn.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/vitrin_staff=[^;]+;.*Secure/);
      } finally {
        await secureShop.close();
      }
    });

    it('answers 401 without a session, with a made-up one, and after sign-out', async () => {
      await api().get('/admin/api/session').set('Accept-Language', 'en').expect(401, { isSuccess: false, status: 401, message: 'Staff sign-in required' });
      await whoAmI('vitrin_staff=made-up-token').expect(401);
      const staff = await signedInStaff(shop, 'orders');
      const signedOut = await api().delete('/admin/api/session').set('Cookie', staff.cookie).expect(200);
      expect((signedOut.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/vitrin_staff=;.*Path=\/admin.*Expires=Thu, 01 Jan 1970/);
      await whoAmI(staff.cookie).expect(401);
    });

    it('ends after 30 idle minutes, and each request keeps it alive', async () => {
      const staff = await signedInStaff(shop, 'orders');
      await db.query(`UPDATE staff_session SET last_seen_at = now() - interval '29 minutes' WHERE staff_id = $1`, [staff.identity.id]);
      await whoAmI(staff.cookie).expect(200);
      // The request above moved its last-seen time to now: 29 more minutes still leave it alive.
      await db.query(`UPDATE staff_session SET last_seen_at = last_seen_at - interval '29 minutes' WHERE staff_id = $1`, [staff.identity.id]);
      await whoAmI(staff.cookie).expect(200);
      await db.query(`UPDATE staff_session SET last_seen_at = now() - interval '31 minutes' WHERE staff_id = $1`, [staff.identity.id]);
      await whoAmI(staff.cookie).expect(401);
      // The next sign-in clears the ended session away: the table keeps live sessions only.
      await signInStaff(shop, staff.email, STAFF_PASSWORD, staff.recoveryCodes[0]).expect(200);
      expect(await db.query('SELECT id FROM staff_session WHERE staff_id = $1', [staff.identity.id])).toHaveLength(1);
    });

    it('ends 12 hours after sign-in however busy', async () => {
      const staff = await signedInStaff(shop, 'orders');
      await db.query(`UPDATE staff_session SET created_at = now() - interval '11 hours 59 minutes' WHERE staff_id = $1`, [staff.identity.id]);
      await whoAmI(staff.cookie).expect(200);
      await db.query(`UPDATE staff_session SET created_at = now() - interval '12 hours 1 minute' WHERE staff_id = $1`, [staff.identity.id]);
      await whoAmI(staff.cookie).expect(401);
    });

    it('keeps only hashes of session tokens, link tokens and recovery codes', async () => {
      const created = await createStaff(shop, { role: 'support' });
      const enrolled = await enrolStaff(shop, created.token);
      const token = enrolled.cookie.split('=')[1];
      const stored = JSON.stringify(await db.query(
        `SELECT (SELECT json_agg(id) FROM staff_session WHERE staff_id = $1) AS sessions, (SELECT json_agg(token_hash) FROM staff_enrolment WHERE staff_id = $1) AS links,
                (SELECT json_agg(code_hash) FROM staff_recovery_code WHERE staff_id = $1) AS codes, (SELECT password_hash FROM staff WHERE id = $1) AS password`, [created.id]));
      for (const secret of [token, created.token, ...enrolled.recoveryCodes, ...enrolled.recoveryCodes.map((code) => code.replace('-', ''))]) expect(stored).not.toContain(secret);
      expect(stored).toContain('$argon2id$');
    });
  });

  describe('abuse and bad input', () => {
    it('refuses a sign-in posted from another site (Origin of another host) before reading it', async () => {
      const staff = await signedInStaff(shop, 'support');
      await signInStaff(shop, staff.email, STAFF_PASSWORD, staff.recoveryCodes[0]).set('Origin', 'https://evil.example').expect(403, /other sites/);
      await api().delete('/admin/api/session').set('Cookie', staff.cookie).set('Origin', 'https://evil.example').expect(403);
      await whoAmI(staff.cookie).expect(200);
      // The shop's own origin passes.
      await signInStaff(shop, staff.email, STAFF_PASSWORD, staff.recoveryCodes[0]).set('Origin', ORIGIN).expect(200);
    });

    it.each([
      ['no fields', {}],
      ['no code', { email: 'a@example.com', password: STAFF_PASSWORD }],
      ['a number for a password', { email: 'a@example.com', password: 123456789012345, code: '123456' }],
      ['an object for a code', { email: 'a@example.com', password: STAFF_PASSWORD, code: { $ne: '' } }],
      ['a huge password', { email: 'a@example.com', password: 'x'.repeat(10_000), code: '123456' }],
      ['a huge e-mail', { email: `${'a'.repeat(5_000)}@example.com`, password: STAFF_PASSWORD, code: '123456' }],
      ['a huge code', { email: 'a@example.com', password: STAFF_PASSWORD, code: '1'.repeat(5_000) }],
    ])('answers 400 to a sign-in with %s', async (_, body) => {
      const response = await api().post('/admin/api/session').send(body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    });

    it.each([
      ['start without a password', 'start', { token: 'x'.repeat(43) }],
      ['start with a huge token', 'start', { token: 'x'.repeat(10_000), password: STAFF_PASSWORD }],
      ['finish with a number for a code', 'finish', { token: 'x'.repeat(43), code: 123456 }],
    ])('answers 400 to an enrolment %s', async (_, step, body) => {
      await api().post(`/admin/api/enrolment/${step}`).send(body).expect(400);
    });
  });
});

describe('staff sign-in limit (issue 29 item 2: abuse limits as for members)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers the sixth try on one account from one address inside five minutes with 429 and Retry-After', async () => {
    const email = newStaffEmail('limited');
    for (let attempt = 0; attempt < 5; attempt += 1) await signInStaff(shop, email, STAFF_PASSWORD, '000000').expect(401);
    const refused = await signInStaff(shop, email, STAFF_PASSWORD, '000000').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
