import pg from 'pg';
import request from 'supertest';
import { startTestApp, type TestApp, TEST_POSTGRES_URL } from '../support/test-app.js';
import { TcpProxy } from '../support/tcp-proxy.js';

/**
 * Issue 17 item 8: readiness follows the database. The app reaches PostgreSQL through a proxy the
 * test cuts and restores (the embedded database cannot be made unreachable, so this suite always
 * uses the PostgreSQL of DATABASE_URL, else TEST_API_POSTGRES_URL, else CI's default).
 */

describe('readiness while the database is unreachable (issue 17 item 8)', () => {
  const target = new URL(TEST_POSTGRES_URL);
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const schema = `vitrin_ready_${process.pid}_${Date.now()}`;
  let shop: TestApp;

  beforeAll(async () => {
    await proxy.start();
    const throughProxy = new URL(TEST_POSTGRES_URL);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    shop = await startTestApp({ DATABASE_URL: throughProxy.toString(), DATABASE_SCHEMA: schema, SEED_PRODUCTS: '20' });
  });
  afterAll(async () => {
    await proxy.start().catch(() => undefined);
    await shop?.close();
    await proxy.stop();
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('answers 503 "Database unreachable" while the database is cut off, stays alive, and is ready again once it is back', async () => {
    await request(shop.url).get('/api/ready').expect(200);

    await proxy.stop();
    const down = await request(shop.url).get('/api/ready').expect(503);
    expect(down.body).toMatchObject({ isSuccess: false, status: 503, message: 'Database unreachable' });
    // Liveness is the process, not the database: an orchestrator must not restart it for this.
    await request(shop.url).get('/api/health').expect(200);

    await proxy.start();
    const up = await request(shop.url).get('/api/ready').expect(200);
    expect(up.body).toMatchObject({ isSuccess: true, status: 'ready', database: 'postgres' });
  });
});
