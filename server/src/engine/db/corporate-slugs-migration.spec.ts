import { CORPORATE_PAGE_SLUGS } from '../../../../contracts/site/corporate-pages.js';
import { seedPostRows } from '../blog/blog-content.js';
import { CORPORATE_PAGES } from '../blog/blog-seed-posts.js';
import { buildBanners } from '../seed/content.js';
import type { Database } from './database.js';
import { migrate, readMigrations, type Migration } from './migrator.js';
import { IN_MEMORY, PgliteDatabase } from './pglite-database.js';

/**
 * Migration 0027 (issue 32 item 14) on a shop seeded before it: the English corporate pages sat at
 * their Turkish slugs and the footer's English legal links led there. Afterwards the database
 * holds what a fresh seed writes: each page at its own language's slug, each link to it.
 */
describe('migration 0027: corporate pages get a slug per language', () => {
  let db: Database;
  let later: Migration[];

  beforeAll(async () => {
    db = await PgliteDatabase.open(IN_MEMORY);
    const all = await readMigrations();
    await migrate(db, all.filter((migration) => migration.version < 27));
    later = all.filter((migration) => migration.version >= 27);
  }, 60_000);
  afterAll(async () => { await db?.close(); });

  it('moves the English pages and the English footer links to the English slugs, as the seed now writes them; Turkish ones and other posts stay', async () => {
    const fresh = seedPostRows(CORPORATE_PAGES, () => []);
    // The rows as the seed wrote them before: both languages at the Turkish slug.
    for (const post of fresh) {
      const turkish = fresh.find((row) => row.key === post.key.replace(/-en$/, '-tr'))!;
      const slug = turkish.slug!;
      const routePath = post.culture === 'en' ? `/en/corporate/${slug}` : `/kurumsal/${slug}`;
      await db.query(`INSERT INTO blog_post (key, culture, name, route_path, slug, category_ids, tag_ids, extension_data, published_at)
        VALUES ($1, $2, $3, $4, $5, '{7}', '{}', '{}', now())`, [post.key, post.culture, post.name, routePath, slug]);
    }
    await db.query(`INSERT INTO blog_post (key, culture, name, route_path, slug, category_ids, tag_ids, extension_data, published_at)
      VALUES ('blog-x-en', 'en', 'A post', '/en/blog/hakkimizda', 'hakkimizda', '{1}', '{}', '{}', now())`);
    const legal = buildBanners().filter((banner) => banner.targetLinkEn);
    expect(legal).toHaveLength(4);
    for (const banner of legal) {
      await db.query(`INSERT INTO banner (id, key, name_tr, name_en, target_link, container_ids, tag_ids, sort_order, extension_data_tr, extension_data_en)
        VALUES ($1, $2, $3, $4, $5, '{15}', '{9}', 1, '{}', '{}')`, [banner.id, banner.key, banner.name[0], banner.name[1], banner.targetLink]);
    }

    await migrate(db, later);

    const posts = await db.query<{ key: string; slug: string; route_path: string }>(`SELECT key, slug, route_path FROM blog_post WHERE category_ids = '{7}' ORDER BY key`);
    expect(posts).toEqual(fresh.map((row) => ({ key: row.key, slug: row.slug, route_path: row.routePath })).sort((a, b) => a.key.localeCompare(b.key)));
    expect(posts.find((row) => row.key === 'corporate-kvkk-en')).toMatchObject({ slug: CORPORATE_PAGE_SLUGS.kvkk.en, route_path: '/en/corporate/kvkk-privacy-notice' });
    expect(await db.query(`SELECT slug FROM blog_post WHERE key = 'blog-x-en'`)).toEqual([{ slug: 'hakkimizda' }]);
    const links = await db.query<{ key: string; target_link: string; target_link_en: string }>('SELECT key, target_link, target_link_en FROM banner ORDER BY id');
    expect(links).toEqual(legal.map((banner) => ({ key: banner.key, target_link: banner.targetLink, target_link_en: banner.targetLinkEn })));
  });
});
