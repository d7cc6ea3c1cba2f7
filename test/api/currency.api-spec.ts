import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('currencies (S7.16, S3.17, S4.13)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  it('S7.16 GET /api/currencies answers isSuccess, currencyLists and activeCurrencyId 1 for tr', async () => {
    const response = await request(shop.url).get('/api/currencies').expect(200);
    expect(response.body.isSuccess).toBe(true);
    expect(response.body.activeCurrencyId).toBe(1);
    expect(response.body.currencyLists.map((currency: { code: string }) => currency.code)).toEqual(['TRY', 'USD', 'EUR']);
    expect(response.body.currencyLists[0]).toMatchObject({ id: 1, symbol: '₺', symbolOnRight: true, name: 'Türk Lirası' });
  });

  it('S9.08 English visitors default to USD, names in English', async () => {
    const response = await request(shop.url).get('/api/currencies').set('x-culture', 'en').expect(200);
    const usd = response.body.currencyLists.find((currency: { code: string }) => currency.code === 'USD');
    expect(response.body.activeCurrencyId).toBe(usd.id);
    expect(response.body.currencyLists[0].name).toBe('Turkish Lira');
  });

  it('S3.25 reads the culture from the x-culture cookie when no header says otherwise', async () => {
    const response = await request(shop.url).get('/api/currencies').set('Cookie', 'x-culture=en').expect(200);
    expect(response.body.currencyLists[0].name).toBe('Turkish Lira');
  });

  it('S4.13 selecting a known currency persists it in the x-currency cookie', async () => {
    const agent = request.agent(shop.url);
    const selected = await agent.post('/api/set-currency').send({ currencyId: 3 }).expect(200);
    expect(selected.body).toEqual({ isSuccess: true, activeCurrencyId: 3 });
    const cookie = selected.headers['set-cookie'][0];
    expect(cookie).toMatch(/^x-currency=3;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=15552000/);
    const after = await agent.get('/api/currencies').expect(200);
    expect(after.body.activeCurrencyId).toBe(3);
  });

  it('S3.17 an unknown currency cookie falls back to the default', async () => {
    const response = await request(shop.url).get('/api/currencies').set('Cookie', 'x-currency=999').expect(200);
    expect(response.body.activeCurrencyId).toBe(1);
  });

  it('refuses to select an unknown or mistyped currency with a clear 400', async () => {
    const unknown = await request(shop.url).post('/api/set-currency').send({ currencyId: 999 }).expect(400);
    expect(unknown.body).toEqual({ isSuccess: false, status: 400, message: 'Currency 999 is not available' });
    const mistyped = await request(shop.url).post('/api/set-currency').send({ currencyId: '2' }).expect(400);
    expect(mistyped.body.message).toMatch(/currencyId must be an integer/);
    const extra = await request(shop.url).post('/api/set-currency').send({ currencyId: 2, admin: true }).expect(400);
    expect(extra.body.message).toBe('property admin should not exist');
  });
});
