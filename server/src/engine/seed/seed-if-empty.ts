import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { isCatalogueSeeded, seedCatalogue } from './catalogue-seed.js';
import { DEMO_MEMBER, seedDemoMember } from './demo-member.js';

// Several instances may start together on one PostgreSQL: only one seeds.
const SEED_LOCK_ID = 7_318_005;

/**
 * Seeds a new database once: the shop's reference tables (currencies, warehouses, the category
 * tree, brands, product types, the footer's and menu's content) and `products` demo products
 * (SEED_PRODUCTS; 0 gives the empty shop an operator fills from the console), and with
 * `demoMember` (SEED_DEMO_MEMBERS) the demo member with its wallet and coupon; seeding again adds nothing.
 */
export async function seedIfEmpty(db: Database, products: number, logger: Logger, demoMember = false): Promise<void> {
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    if (!(await isCatalogueSeeded(tx))) {
      const started = performance.now();
      const report = await seedCatalogue(tx, { products });
      logger.info({ products, ms: Math.round(performance.now() - started), report }, 'demo catalogue seeded');
    }
    if (demoMember && (await seedDemoMember(tx)) !== undefined) logger.info({ email: DEMO_MEMBER.email }, 'demo member seeded with a wallet balance');
  });
}
