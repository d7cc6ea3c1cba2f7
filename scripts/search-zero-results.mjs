// npm run search:zero-results: prints the searches that found nothing (issue 4), most searched
// first, from the database of DATA_DIR (PGlite) or DATABASE_URL, and before them the words of those
// searches most worth a synonym (issue 31: words the catalogue does not know in any form, most
// searched first; add a pair at /admin/api/search-synonyms). Add --json for machine output
// ({ words, queries }), --limit=N for more or fewer rows. Builds the server first when its build is stale.
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
const { wordsWorthASynonym } = await load('engine/prediction/search-log.js');
const { PredictionRepository } = await load('engine/prediction/prediction.repository.js');
const { SearchIndex } = await load('engine/prediction/search-index.js');
const { readPricePhrase } = await load('engine/prediction/price-phrase.js');

/** Words reach the report from every zero-result search recorded, not only the rows printed. */
const ALL_ZERO_RESULT_QUERIES = 10_000;

const config = loadConfig(process.env);
const db = await openDatabase(config);
try {
  await migrate(db);
  const all = await zeroResultQueries(db, ALL_ZERO_RESULT_QUERIES);
  const rows = all.slice(0, limit);
  // The catalogue's words as the shop's search knows them (its forms and synonyms); a price phrase is no word to name.
  const index = all.length ? SearchIndex.build(await new PredictionRepository(db).snapshot()) : undefined;
  const words = index ? wordsWorthASynonym(all, (query, culture) => index.unknownWords(readPricePhrase(query).words, culture), limit) : [];
  if (json) console.log(JSON.stringify({ words, queries: rows }, null, 2));
  else if (!rows.length) console.log('No zero-result searches recorded.');
  else {
    console.log(`Words most worth a synonym (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}): the catalogue does not know them`);
    console.log('searches  queries  culture  word                  e.g.');
    for (const word of words) console.log(`${String(word.searches).padStart(8)}  ${String(word.queries).padStart(7)}  ${word.culture.padEnd(7)}  ${word.word.padEnd(20)}  ${word.example}`);
    console.log('');
    console.log('Searches that found nothing:');
    console.log('searches  culture  last searched              query');
    for (const row of rows) console.log(`${String(row.searches).padStart(8)}  ${row.culture.padEnd(7)}  ${row.lastSearchedAt.padEnd(25)}  ${row.query}`);
  }
} finally {
  await db.close();
}
