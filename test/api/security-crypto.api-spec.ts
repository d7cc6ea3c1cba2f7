import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { registerShopper } from './order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 17 item 1 (ASVS V6 cryptography): what is stored and what is signed, read where it lives. */
describe('stored secrets and signed tokens (issue 17 item 1)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  it('a password is stored only as an argon2id hash with OWASP\'s parameters (19 MiB, 2 passes), never as itself', async () => {
    const { email } = await registerShopper(shop.url, 'hash');
    const [row] = await shop.app.get<symbol, Database>(DATABASE).query<{ password_hash: string }>('SELECT password_hash FROM member WHERE lower(email) = lower($1)', [email]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
  });

  it('the shopper\'s environment token is an ES256-signed JWT with an expiry', async () => {
    const { cookie } = await registerShopper(shop.url, 'jwt');
    const token = /environment_token=([^;]+)/.exec(cookie)?.[1] ?? '';
    const [header, claims] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'ES256' });
    expect(claims.exp).toEqual(expect.any(Number));
  });
});
