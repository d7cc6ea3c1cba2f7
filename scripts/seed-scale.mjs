// npm run seed:scale -- --products 1000000 [--chunk 5000]: grows the demo catalogue in the
// PostgreSQL database of DATABASE_URL, schema DATABASE_SCHEMA (default vitrin_scale), to that many
// products for scale measurements (issue 17). One transaction per chunk, progress on each; a
// stopped run resumes after the last committed chunk and a finished one does nothing.
// Builds the server first when its build is stale.
import { parseArgs } from 'node:util';
import { builtServer } from './lib/built-server.mjs';

const { values } = parseArgs({ options: { products: { type: 'string', default: '1000000' }, chunk: { type: 'string', default: '5000' } } });
const products = Number(values.products);
const chunk = Number(values.chunk);
if (!Number.isInteger(products) || products < 1 || products > 9_999_999) {
  console.error('--products must be a whole number from 1 to 9999999');
  process.exit(2);
}
if (!Number.isInteger(chunk) || chunk < 100 || chunk > 50_000) {
  console.error('--chunk must be a whole number from 100 to 50000');
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL must name a PostgreSQL database (e.g. postgres://postgres@127.0.0.1:5432/test)');
  process.exit(2);
}

const load = await builtServer();
const { loadConfig } = await load('config/load-config.js');
const { openDatabase } = await load('engine/db/open-database.js');
const { migrate } = await load('engine/db/migrator.js');
const { seedScale } = await load('engine/seed/scale-seed.js');

const config = loadConfig({ ...process.env, DATABASE_SCHEMA: process.env.DATABASE_SCHEMA || 'vitrin_scale' });
const db = await openDatabase(config);
const number = (value) => Math.round(value).toLocaleString('en');
try {
  await migrate(db);
  console.log(`Seeding ${number(products)} products into schema ${config.databaseSchema}, ${number(chunk)} per transaction...`);
  const report = await seedScale(db, {
    products,
    chunk,
    onProgress: ({ upTo, target, written, rows, ms }) => {
      const seconds = ms / 1000;
      const perSecond = written / seconds;
      const eta = perSecond > 0 ? (target - upTo) / perSecond : 0;
      console.log(`${number(upTo).padStart(9)} / ${number(target)} products (${((upTo / target) * 100).toFixed(1)}%)`
        + `  ${number(perSecond)} products/s  ${number(rows / seconds)} rows/s  ${seconds.toFixed(0)} s, about ${eta.toFixed(0)} s left`);
    },
  });
  const seconds = report.ms / 1000;
  console.log(report.written === 0
    ? `Nothing to do: the catalogue already holds ${number(report.upTo)} products.`
    : `Done: ${number(report.written)} products (${number(report.rows)} rows) in ${seconds.toFixed(1)} s,`
      + ` ${number(report.written / seconds)} products/s, ${number(report.rows / seconds)} rows/s; the catalogue holds ${number(report.upTo)}.`);
} finally {
  await db.close();
}
