import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const register = (shop: TestApp, email: string) => request(shop.url).post('/api/register')
  .send({ email, password: 'uzun bir şifre 123', name: 'Ayşe', surname: 'Işık', privacyAccepted: true }).expect(200);

describe('development mailbox (issue 14: only when NODE_ENV is development)', () => {
  let development: TestApp;
  let other: TestApp;
  // One after the other: two embedded databases seeding at once on a busy two-core machine is slow.
  beforeAll(async () => { development = await startTestApp({ NODE_ENV: 'development' }); });
  beforeAll(async () => { other = await startTestApp(); });
  afterAll(async () => {
    await development?.close();
    await other?.close();
  });

  it('shows the activation mail a new member was sent, with the code, in development', async () => {
    const email = `gelistirici-${Date.now()}@example.com`;
    await register(development, email);
    const page = await request(development.url).get('/dev/mailbox').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain(`To ${email}`);
    expect(page.text).toMatch(/Doğrulama kodunuz: \d{6}/);
  });

  it('does not exist anywhere else: 404, and the SPA does not answer it either', async () => {
    await register(other, `baska-${Date.now()}@example.com`);
    const page = await request(other.url).get('/dev/mailbox').expect(404);
    expect(page.text).not.toMatch(/Doğrulama kodunuz/);
  });
});
