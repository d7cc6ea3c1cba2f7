import request from 'supertest';
import { solvedCaptcha } from '../support/bot-check.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { ProductRequestFlags as F } from '../../contracts/enums.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { environmentSetCookieOf, variantsInStock } from './cart-fixtures.js';

/**
 * Who may read and change a member's records (issue 14 item 8): every member route refuses a
 * visitor, a guest where it is for members only, a forged token, a signed-out token and a token
 * a password change ended; one member never reaches another's addresses, favourites or alarms by
 * id; and the sign-in cookies carry the flags S9.07 asks for. member.api-spec.ts covers sign-up,
 * sign-in and the first checks of these; this suite walks every route.
 */

/** Cookie header of every cookie an answer set (name=value pairs; cleared cookies left out). */
function cookiesOf(response: { headers: Record<string, unknown> }): string {
  return ((response.headers['set-cookie'] ?? []) as string[]).map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');
}

/** The Set-Cookie line of `name`. */
function setCookieOf(response: { headers: Record<string, unknown> }, name: string): string | undefined {
  return ((response.headers['set-cookie'] ?? []) as string[]).find((line) => line.startsWith(`${name}=`));
}

/** The environment token inside a Cookie header. */
const tokenOf = (cookie: string) => /environment_token=([^;\s]+)/.exec(cookie)![1];
const withToken = (token: string) => `environment_token=${token}`;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

let sequence = 0;
const newEmail = () => `yetki${Date.now()}-${sequence += 1}@example.com`;
const PASSWORD = 'uzun bir şifre 123';
const ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Işık', mobilePhone: '05321234567', cityId: 34, countyId: 34001, description: 'Moda Cad. No: 12 D: 3' };

interface Ids {
  /** B's address: what other callers try to change. */
  addressId: number;
  /** A product in stock (favourites, price alarms). */
  productId: number;
  /** A sold-out product (stock alarms). */
  soldOutId: number;
}

interface MemberRoute {
  name: string;
  method: 'get' | 'post';
  body?: (ids: Ids) => object;
  /** What a guest gets: 403 (members only), or 'own' (the guest's own records, answered for guest checkout). */
  guest: 403 | 'own';
}

/** Every route of MemberController that acts for a signed-in shopper, with a body it accepts. */
const MEMBER_ROUTES: MemberRoute[] = [
  { name: 'active-member', method: 'get', guest: 'own' },
  { name: 'verify-otp', method: 'post', body: () => ({ code: '123456' }), guest: 403 },
  { name: 'resend-otp', method: 'post', guest: 403 },
  { name: 'update-member', method: 'post', body: () => ({ name: 'Saldırgan', surname: 'Kişi', isSmsPermitted: true, isEmailPermitted: true }), guest: 403 },
  { name: 'communication-preferences', method: 'post', body: () => ({ isSmsPermitted: true, isEmailPermitted: true }), guest: 403 },
  { name: 'delete-member', method: 'post', body: () => ({ password: PASSWORD }), guest: 403 },
  { name: 'change-password', method: 'post', body: () => ({ currentPassword: PASSWORD, newPassword: 'ele geçirildi 999' }), guest: 403 },
  { name: 'addresses', method: 'get', guest: 'own' },
  { name: 'add-address', method: 'post', body: () => ({ ...ADDRESS, title: 'Saldırgan' }), guest: 'own' },
  { name: 'update-address', method: 'post', body: ({ addressId }) => ({ ...ADDRESS, id: addressId, title: 'Değişti' }), guest: 'own' },
  { name: 'remove-address', method: 'post', body: ({ addressId }) => ({ id: addressId }), guest: 'own' },
  { name: 'get-favorites', method: 'get', guest: 403 },
  { name: 'add-favorite', method: 'post', body: ({ soldOutId }) => ({ productId: soldOutId }), guest: 403 },
  { name: 'remove-favorite', method: 'post', body: ({ productId }) => ({ productId }), guest: 403 },
  { name: 'price-alarms', method: 'get', guest: 403 },
  { name: 'add-price-alarm', method: 'post', body: ({ soldOutId }) => ({ productId: soldOutId }), guest: 403 },
  { name: 'remove-price-alarm', method: 'post', body: ({ productId }) => ({ productId }), guest: 403 },
  { name: 'stock-alarms', method: 'get', guest: 403 },
  { name: 'add-stock-alarm', method: 'post', body: ({ productId }) => ({ productId }), guest: 403 },
  { name: 'remove-stock-alarm', method: 'post', body: ({ soldOutId }) => ({ productId: soldOutId }), guest: 403 },
];

describe('member authorization: every member route, two members, visitors, guests and bad tokens (issue 14 item 8, S1.07, S6.01, S6.02, S6.05, S9.07)', () => {
  let shop: TestApp;
  let ids: Ids;
  let a: { email: string; cookie: string };
  let b: { email: string; cookie: string };
  beforeAll(async () => {
    // Many sign-ins from one address: the limits are tested in member.api-spec.ts.
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    const [inStock] = await variantsInStock(shop.url);
    const soldOut = await request(shop.url).post('/api/search-products').send({ pageSize: 5, flags: F.Default | F.OutOfStock, includes: ['Id'] }).expect(200);
    a = await register();
    b = await register();
    const address = await api().post('/api/add-address').set('Cookie', b.cookie).send(ADDRESS).expect(200);
    ids = { addressId: address.body.address.id as number, productId: inStock.productId, soldOutId: (soldOut.body.products as { id: number }[])[0].id };
    for (const member of [a, b]) {
      await api().post('/api/add-favorite').set('Cookie', member.cookie).send({ productId: ids.productId }).expect(200);
      await api().post('/api/add-price-alarm').set('Cookie', member.cookie).send({ productId: ids.productId }).expect(200);
      await api().post('/api/add-stock-alarm').set('Cookie', member.cookie).send({ productId: ids.soldOutId }).expect(200);
    }
  });
  afterAll(async () => { await shop?.close(); });
  const api = () => request(shop.url);

  async function register(email = newEmail(), extra: Record<string, unknown> = {}) {
    const response = await api().post('/api/register')
      .send({ email, password: PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true, ...extra }).expect(200);
    return { email, cookie: cookiesOf(response), response };
  }

  /** The ALTCHA a browser's widget solves (proof of work), as the CaptchaToken header carries it. */
  const solvedAltcha = () => solvedCaptcha(shop.url);

  async function guestSignIn(email = newEmail()) {
    const response = await api().post('/api/logon-as-guest').set(CAPTCHA_HEADER, await solvedAltcha()).send({ Email: email, countryCode: 'TR' }).expect(200);
    return { email, cookie: cookiesOf(response), response };
  }

  const call = (route: MemberRoute, cookie?: string) => {
    const pending = route.method === 'get' ? api().get(`/api/${route.name}`) : api().post(`/api/${route.name}`).send(route.body?.(ids) ?? {});
    return cookie ? pending.set('Cookie', cookie) : pending;
  };

  /** What a member's account area shows: their info, addresses, favourites and alarms. */
  async function records(cookie: string) {
    const read = async (path: string) => (await api().get(`/api/${path}`).set('Cookie', cookie).expect(200)).body as Record<string, unknown>;
    const [active, addresses, favorites, priceAlarms, stockAlarms] = await Promise.all(['active-member', 'addresses', 'get-favorites', 'price-alarms', 'stock-alarms'].map(read));
    return { member: active.member, addresses: addresses.addresses, favorites: favorites.favorites, priceAlarms: priceAlarms.alarms, stockAlarms: stockAlarms.alarms };
  }

  /** Every member route refuses `cookie` with `status` and `message`; B's records (and A's) are as they were. */
  async function everyRouteRefuses(cookie: string | undefined, status: number, message = MemberMessage.notSignedIn) {
    const before = await Promise.all([records(a.cookie), records(b.cookie)]);
    for (const route of MEMBER_ROUTES) {
      const answer = await call(route, cookie);
      expect({ route: route.name, status: answer.status, message: answer.body.message }).toEqual({ route: route.name, status, message });
      expect(JSON.stringify(answer.body)).not.toContain(b.email);
    }
    expect(await Promise.all([records(a.cookie), records(b.cookie)])).toEqual(before);
  }

  it('the two members start with their own records: one address for B, a favourite, a price and a stock alarm each', async () => {
    const [ofA, ofB] = await Promise.all([records(a.cookie), records(b.cookie)]);
    expect(ofA.addresses).toEqual([]);
    expect(ofB.addresses).toEqual([expect.objectContaining({ id: ids.addressId, title: 'Ev' })]);
    for (const lists of [ofA, ofB]) {
      expect(lists.favorites).toEqual([expect.objectContaining({ productId: ids.productId })]);
      expect(lists.priceAlarms).toEqual([expect.objectContaining({ productId: ids.productId })]);
      expect(lists.stockAlarms).toEqual([expect.objectContaining({ productId: ids.soldOutId, inStock: false })]);
    }
    expect((ofA.member as { email: string }).email).toBe(a.email);
    expect((ofB.member as { email: string }).email).toBe(b.email);
  });

  it('a visitor with no cookie gets 401 on every member route and nothing changes', async () => {
    await everyRouteRefuses(undefined, 401);
  });

  it('a visitor with a cart (a visitor\'s environment token) gets 401 on every member route and nothing changes', async () => {
    const visitor = await api().post('/api/add-to-cart').send({ productId: ids.productId, stockBarcodeId: (await variantsInStock(shop.url))[0].stockBarcodeId, quantity: 1 }).expect(200);
    const cookie = cookiesOf(visitor);
    expect(claimsOf(tokenOf(cookie)).memberId).toBe(-1);
    await everyRouteRefuses(cookie, 401);
  });

  it('S6.02 a guest (signed in by e-mail after the ALTCHA) gets 403 on member-only routes; on the others only the guest\'s own records', async () => {
    const guest = await guestSignIn();
    const before = await records(b.cookie);
    for (const route of MEMBER_ROUTES.filter((each) => each.guest === 403)) {
      const answer = await call(route, guest.cookie);
      expect({ route: route.name, status: answer.status, message: answer.body.message }).toEqual({ route: route.name, status: 403, message: MemberMessage.membersOnly });
    }
    // Guest checkout keeps the guest's own record and delivery addresses; never a member's.
    const active = await api().get('/api/active-member').set('Cookie', guest.cookie).expect(200);
    expect(active.body.member).toMatchObject({ email: guest.email, isGuest: true });
    expect((await api().get('/api/addresses').set('Cookie', guest.cookie).expect(200)).body.addresses).toEqual([]);
    const updated = await api().post('/api/update-address').set('Cookie', guest.cookie).send({ ...ADDRESS, id: ids.addressId, title: 'Değişti' }).expect(404);
    expect(updated.body.message).toBe(MemberMessage.addressNotFound);
    const removed = await api().post('/api/remove-address').set('Cookie', guest.cookie).send({ id: ids.addressId }).expect(404);
    expect(removed.body.message).toBe(MemberMessage.addressNotFound);
    const added = await api().post('/api/add-address').set('Cookie', guest.cookie).send({ ...ADDRESS, title: 'Misafir' }).expect(200);
    expect((await api().get('/api/addresses').set('Cookie', guest.cookie).expect(200)).body.addresses).toEqual([expect.objectContaining({ id: added.body.address.id, title: 'Misafir' })]);
    expect(await records(b.cookie)).toEqual(before);
  });

  it('member A cannot change or remove B\'s address by its id: 404 Address not found, and B reads it unchanged', async () => {
    const before = await records(b.cookie);
    const updated = await api().post('/api/update-address').set('Cookie', a.cookie).send({ ...ADDRESS, id: ids.addressId, title: 'Değişti', description: 'Saldırganın adresi 1' }).expect(404);
    expect(updated.body.message).toBe(MemberMessage.addressNotFound);
    const removed = await api().post('/api/remove-address').set('Cookie', a.cookie).send({ id: ids.addressId }).expect(404);
    expect(removed.body.message).toBe(MemberMessage.addressNotFound);
    expect(await records(b.cookie)).toEqual(before);
    expect((await records(a.cookie)).addresses).toEqual([]);
  });

  it('A\'s own address ids work for A only; B gets 404 on them in turn', async () => {
    const own = await api().post('/api/add-address').set('Cookie', a.cookie).send({ ...ADDRESS, title: 'İş' }).expect(200);
    const id = own.body.address.id as number;
    await api().post('/api/update-address').set('Cookie', b.cookie).send({ ...ADDRESS, id, title: 'B değiştirdi' }).expect(404);
    await api().post('/api/remove-address').set('Cookie', b.cookie).send({ id }).expect(404);
    await api().post('/api/update-address').set('Cookie', a.cookie).send({ ...ADDRESS, id, title: 'İş 2' }).expect(200);
    expect((await records(a.cookie)).addresses).toEqual([expect.objectContaining({ id, title: 'İş 2' })]);
    await api().post('/api/remove-address').set('Cookie', a.cookie).send({ id }).expect(200);
    expect((await records(a.cookie)).addresses).toEqual([]);
    expect((await records(b.cookie)).addresses).toEqual([expect.objectContaining({ id: ids.addressId, title: 'Ev' })]);
  });

  it('removing a favourite, a price alarm or a stock alarm touches only the caller\'s own, though B has the same product', async () => {
    const before = await records(b.cookie);
    await api().post('/api/remove-favorite').set('Cookie', a.cookie).send({ productId: ids.productId }).expect(200);
    await api().post('/api/remove-price-alarm').set('Cookie', a.cookie).send({ productId: ids.productId }).expect(200);
    await api().post('/api/remove-stock-alarm').set('Cookie', a.cookie).send({ productId: ids.soldOutId }).expect(200);
    const ofA = await records(a.cookie);
    expect([ofA.favorites, ofA.priceAlarms, ofA.stockAlarms]).toEqual([[], [], []]);
    expect(await records(b.cookie)).toEqual(before);
    // A's lists again, for the checks that follow.
    await api().post('/api/add-favorite').set('Cookie', a.cookie).send({ productId: ids.productId }).expect(200);
    await api().post('/api/add-price-alarm').set('Cookie', a.cookie).send({ productId: ids.productId }).expect(200);
    await api().post('/api/add-stock-alarm').set('Cookie', a.cookie).send({ productId: ids.soldOutId }).expect(200);
  });

  it('no field of a request names another member: a memberId, id or email in the body is refused or ignored', async () => {
    const before = await records(b.cookie);
    const bId = (before.member as { id?: number }).id;
    for (const [path, body] of [
      ['update-member', { name: 'Saldırgan', surname: 'Kişi', isSmsPermitted: true, isEmailPermitted: true, memberId: bId ?? 2, id: bId ?? 2, email: b.email }],
      ['communication-preferences', { isSmsPermitted: true, isEmailPermitted: true, memberId: bId ?? 2, email: b.email }],
      ['get-favorites', undefined],
      ['add-favorite', { productId: ids.soldOutId, memberId: bId ?? 2 }],
      ['remove-price-alarm', { productId: ids.productId, memberId: bId ?? 2 }],
    ] as const) {
      const answer = body === undefined
        ? await api().get(`/api/${path}?memberId=${bId ?? 2}`).set('Cookie', a.cookie)
        : await api().post(`/api/${path}`).set('Cookie', a.cookie).send(body);
      expect([200, 400]).toContain(answer.status);
      expect(JSON.stringify(answer.body)).not.toContain(b.email);
    }
    expect(await records(b.cookie)).toEqual(before);
    // Whatever A's calls did, they did to A.
    await api().post('/api/add-price-alarm').set('Cookie', a.cookie).send({ productId: ids.productId }).expect(200);
    await api().post('/api/remove-favorite').set('Cookie', a.cookie).send({ productId: ids.soldOutId }).expect(200);
  });

  it('a token whose signature was changed is refused on every route', async () => {
    const [header, payload, signature] = tokenOf(a.cookie).split('.');
    // A character in the middle: the last one may only hold padding bits.
    const middle = Math.floor(signature.length / 2);
    const changed = `${signature.slice(0, middle)}${signature[middle] === 'A' ? 'B' : 'A'}${signature.slice(middle + 1)}`;
    await everyRouteRefuses(withToken(`${header}.${payload}.${changed}`), 401);
  });

  it('A\'s token with B\'s member id in it, or with no signature at all (alg none), is refused on every route', async () => {
    const [header, payload, signature] = tokenOf(a.cookie).split('.');
    const bClaims = claimsOf(tokenOf(b.cookie));
    const claims = { ...claimsOf(`${header}.${payload}.${signature}`), memberId: bClaims.memberId, shoppingCartId: bClaims.shoppingCartId, email: b.email };
    await everyRouteRefuses(withToken(`${header}.${base64url(claims)}.${signature}`), 401);
    await everyRouteRefuses(withToken(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.AA`), 401);
    await everyRouteRefuses(withToken(`${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.${Buffer.alloc(32, 1).toString('base64url')}`), 401);
  });

  it('S7.30 a signed-out token, replayed, is refused on every route and its refusal clears the cookies', async () => {
    const member = await register();
    await api().post('/api/logout').set('Cookie', member.cookie).expect(200);
    await everyRouteRefuses(member.cookie, 401);
    const refused = await api().get('/api/get-favorites').set('Cookie', member.cookie).expect(401);
    expect(setCookieOf(refused, 'environment_token')).toMatch(/^environment_token=;/);
    expect(setCookieOf(refused, 'active_member')).toMatch(/^active_member=;/);
    // The member's records were not touched: a new sign-in finds the account as it was.
    const again = cookiesOf(await api().post('/api/login').send({ email: member.email, password: PASSWORD }).expect(200));
    expect((await api().get('/api/active-member').set('Cookie', again).expect(200)).body.member).toMatchObject({ email: member.email, name: 'Ayşe' });
  });

  it('S7.30 after a password change every older token is refused on every route', async () => {
    const member = await register();
    const elsewhere = cookiesOf(await api().post('/api/login').send({ email: member.email, password: PASSWORD }).expect(200));
    const changed = await api().post('/api/change-password').set('Cookie', member.cookie).send({ currentPassword: PASSWORD, newPassword: 'yepyeni şifre 456' }).expect(200);
    await everyRouteRefuses(elsewhere, 401);
    // The token that made the change was replaced too: only the new one holds.
    await everyRouteRefuses(member.cookie, 401);
    await api().get('/api/active-member').set('Cookie', cookiesOf(changed)).expect(200);
  });

  it('a deleted member\'s token is refused on every route', async () => {
    const member = await register();
    const other = cookiesOf(await api().post('/api/login').send({ email: member.email, password: PASSWORD }).expect(200));
    await api().post('/api/delete-member').set('Cookie', member.cookie).send({ password: PASSWORD }).expect(200);
    await everyRouteRefuses(member.cookie, 401);
    await everyRouteRefuses(other, 401);
    await api().post('/api/login').send({ email: member.email, password: PASSWORD }).expect(401);
  });

  describe('S9.07 sign-in cookies', () => {
    /** The attributes of a Set-Cookie line, lower-cased names. */
    const attributes = (line: string) => new Map(line.split(';').slice(1).map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name.toLowerCase(), value.join('=')] as const;
    }));

    function expectSessionCookies(response: { headers: Record<string, unknown> }, hint: 'member' | 'guest') {
      const token = attributes(setCookieOf(response, 'environment_token')!);
      expect(token.has('httponly')).toBe(true);
      expect(token.get('samesite')?.toLowerCase()).toBe('lax');
      expect(token.get('path')).toBe('/');
      expect(token.has('max-age')).toBe(false);
      expect(token.has('expires')).toBe(false);
      const active = setCookieOf(response, 'active_member')!;
      expect(active).toMatch(new RegExp(`^active_member=${hint};`));
      const activeAttributes = attributes(active);
      expect(activeAttributes.has('httponly')).toBe(false);
      expect(activeAttributes.get('path')).toBe('/');
      expect(activeAttributes.has('max-age')).toBe(false);
      expect(activeAttributes.has('expires')).toBe(false);
    }

    it('sign-up and sign-in without remember-me: HttpOnly, SameSite=Lax, Path=/ session cookies (no Max-Age, no Expires); active_member readable', async () => {
      const { email, response } = await register();
      expectSessionCookies(response, 'member');
      expectSessionCookies(await api().post('/api/login').send({ email, password: PASSWORD }).expect(200), 'member');
      expectSessionCookies(await api().post('/api/login').send({ email, password: PASSWORD, rememberMe: false }).expect(200), 'member');
    });

    it('remember-me true: both cookies last 15552000 s (Max-Age and Expires about 180 days ahead)', async () => {
      const { email } = await register();
      const login = await api().post('/api/login').send({ email, password: PASSWORD, rememberMe: true }).expect(200);
      for (const name of ['environment_token', 'active_member']) {
        const cookie = attributes(setCookieOf(login, name)!);
        expect(cookie.get('max-age')).toBe('15552000');
        const expires = Date.parse(cookie.get('expires')!);
        expect(Math.abs(expires - (Date.now() + 15_552_000_000))).toBeLessThan(60_000);
        expect(cookie.get('path')).toBe('/');
        expect(cookie.get('samesite')?.toLowerCase()).toBe('lax');
      }
      expect(attributes(setCookieOf(login, 'environment_token')!).has('httponly')).toBe(true);
      expect(attributes(setCookieOf(login, 'active_member')!).has('httponly')).toBe(false);
      const registered = await register(newEmail(), { rememberMe: true });
      expect(attributes(setCookieOf(registered.response, 'environment_token')!).get('max-age')).toBe('15552000');
    });

    it('a guest\'s sign-in lasts the browser session; the hint says guest', async () => {
      expectSessionCookies((await guestSignIn()).response, 'guest');
    });

    it('a password change keeps the sign-in\'s lifetime: a session sign-in does not become a 180-day cookie', async () => {
      const { cookie } = await register();
      const changed = await api().post('/api/change-password').set('Cookie', cookie).send({ currentPassword: PASSWORD, newPassword: 'yepyeni şifre 456' }).expect(200);
      expectSessionCookies(changed, 'member');
    });

    it('a password change keeps a remembered sign-in remembered (the httpOnly x-remember cookie of §3)', async () => {
      const { email } = await register();
      const login = await api().post('/api/login').send({ email, password: PASSWORD, rememberMe: true }).expect(200);
      const remember = attributes(setCookieOf(login, 'x-remember')!);
      expect(setCookieOf(login, 'x-remember')).toMatch(/^x-remember=1;/);
      expect(remember.has('httponly')).toBe(true);
      expect(remember.get('max-age')).toBe('15552000');
      const cookie = cookiesOf(login);
      const changed = await api().post('/api/change-password').set('Cookie', cookie).send({ currentPassword: PASSWORD, newPassword: 'yepyeni şifre 456' }).expect(200);
      expect(attributes(setCookieOf(changed, 'environment_token')!).get('max-age')).toBe('15552000');
      // Signing out forgets the choice as well.
      const out = await api().post('/api/logout').set('Cookie', cookie).expect(200);
      expect(setCookieOf(out, 'x-remember')).toMatch(/^x-remember=;/);
    });

    it('behind HTTPS (x-forwarded-proto from the local proxy) the token cookie is Secure', async () => {
      const { email } = await register();
      const login = await api().post('/api/login').set('x-forwarded-proto', 'https').send({ email, password: PASSWORD }).expect(200);
      expect(attributes(setCookieOf(login, 'environment_token')!).has('secure')).toBe(true);
    });

    it('every sign-in sets a new token (new token id), never the one the browser sent (no fixation)', async () => {
      const { email, cookie: registered } = await register();
      const seen = new Set([tokenOf(registered)]);
      const ids = new Set([claimsOf(tokenOf(registered)).jti]);
      const fresh = (response: { headers: Record<string, unknown> }) => {
        const token = tokenOf(environmentSetCookieOf(response)!.split(';')[0]);
        expect(seen.has(token)).toBe(false);
        expect(ids.has(claimsOf(token).jti)).toBe(false);
        seen.add(token);
        ids.add(claimsOf(token).jti);
        return withToken(token);
      };
      // Signing in again from a signed-in browser, twice, then as a guest from it.
      const first = fresh(await api().post('/api/login').set('Cookie', registered).send({ email, password: PASSWORD }).expect(200));
      const second = fresh(await api().post('/api/login').set('Cookie', first).send({ email, password: PASSWORD }).expect(200));
      fresh(await api().post('/api/change-password').set('Cookie', second).send({ currentPassword: PASSWORD, newPassword: 'yepyeni şifre 456' }).expect(200));
      const guest = await guestSignIn();
      fresh(guest.response);
      fresh((await api().post('/api/logon-as-guest').set('Cookie', guest.cookie).set(CAPTCHA_HEADER, await solvedAltcha()).send({ Email: guest.email, countryCode: 'TR' }).expect(200)));
    });
  });
});
