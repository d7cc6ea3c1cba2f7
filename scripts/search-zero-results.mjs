// npm run search:zero-results: prints the searches that found nothing (issue 4), most searched
// first, from the database of DATA_DIR (PGlite) or DATABASE_URL. Add --json for machine output,
// --limit=N for more or fewer rows. Builds the server first when its build is stale.
import { builtServer } from './lib/built-server.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const limitArg = args.find((arg) => arg.startsWith('--limit='));
const limit = limitArg ? Number(limitArg.slice('--limit='.length)) : 100;
if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
  console.error('--limit must be a whole number from 1 to 10000');
  process.exit(2);
}

const load = await builtServer();
const { loadConfig } = await load('config/load-config.js');
const { openDatabase } = await load('engine/db/open-database.js');
const { migrate } = await load('engine/db/migrator.js');
const { zeroResultQueries } = await load('engine/prediction/search-log.repository.js');

const config = loadConfig(process.env);
const db = await openDatabase(config);
try {
  await migrate(db);
  const rows = await zeroResultQueries(db, limit);
  if (json) console.log(JSON.stringify(rows, null, 2));
  else if (!rows.length) console.log('No zero-result searches recorded.');
  else {
    console.log(`Searches that found nothing (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}):`);
    console.log('searches  culture  last searched              query');
    for (const row of rows) console.log(`${String(row.searches).padStart(8)}  ${row.culture.padEnd(7)}  ${row.lastSearchedAt.padEnd(25)}  ${row.query}`);
  }
} finally {
  await db.close();
}
