import type { Database } from '../db/database.js';
import { foldText } from './fold-text.js';
import type { SqlListQuery } from './list-query.js';
import { listCampaigns } from '../campaign-admin/campaign-records.js';
import { listCoupons } from '../campaign-admin/coupon-records.js';
import { listProducts } from '../catalogue-admin/product-list.js';
import { BRANDS, CATEGORIES, CURRENCIES, listReference, PRODUCT_TYPES, WAREHOUSES, type ReferenceTable } from '../catalogue-admin/reference-lists.js';
import { AdminCustomersRepository } from '../customer-admin/admin-customers.repository.js';
import { AdminOrdersRepository } from '../order-admin/admin-orders.repository.js';
import { SearchSynonymRepository } from '../prediction/search-synonym.repository.js';
import { AdminReturnsRepository } from '../return-admin/admin-returns.repository.js';
import { StaffRepository } from '../staff/staff.repository.js';
import { seededDatabase } from '../../../../test/support/seeded-database.js';

/**
 * Every console list with a search box folds Turkish letters on both sides (PGlite's ILIKE does
 * not: "isik" missed "IŞIK"), needs every word typed, and takes %, _ and \ as letters.
 */
describe('console search boxes: Turkish letters folded, every word needed, LIKE characters literal', () => {
  let db: Database;
  let made = 0;
  let productsNamed = 0;
  const query = (filter: Record<string, unknown> = {}, column = 'id'): SqlListQuery => ({ sort: { column, order: 'ASC' }, offset: 0, limit: 1000, filter });
  const ids = (page: { rows: { id: number | string }[] }) => page.rows.map((row) => row.id);
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: number | string }>(sql, params))[0].id;
  const split = (text: string) => { const [first, ...rest] = text.split(' '); return [first, rest.join(' ')]; };

  const member = (name: string, surname = '') =>
    one("INSERT INTO member (email, name, surname, mobile_phone) VALUES ($1, $2, $3, '05320000000') RETURNING id", [`member${++made}@fold.example`, name, surname]);
  // Order numbers are unique: each record's number is its text and a number of its own.
  const order = async (docNo: string, invoice: { name: string; surname: string }, email = `order${++made}@fold.example`, memberId?: number | string) =>
    one(`INSERT INTO orders (doc_no, member_id, is_guest, email, currency_id, currency_code, status, shipping_address, invoice_address, shipment_option_id, shipper,
           shipment_fee, payment_type, payment_provider, totals, net_total)
         VALUES ($1, $2, false, $3, 1, (SELECT code FROM currency WHERE id = 1), 1, '{}', $4, 1, 'fold', 0, 1, 'fold', '{}', 0) RETURNING id`,
    [`${docNo} ${++made}`, memberId ?? await member('Kim', 'Se'), email, JSON.stringify(invoice)]);
  const orderReturn = async (orderId: number | string) =>
    one('INSERT INTO order_return (order_id, member_id, reason_id, amount) SELECT id, member_id, 1, 0 FROM orders WHERE id = $1 RETURNING id', [orderId]);
  const reference = <T extends { id: number }>(spec: ReferenceTable<T>, insert: string) => ({
    make: (text: string) => one(insert, [9000 + ++made, text, `r${made}`]),
    find: async (q: string) => ids(await listReference(db, spec, query({ q }))),
  });
  const customers = () => new AdminCustomersRepository(db);
  const orders = () => new AdminOrdersRepository(db);
  const returns = () => new AdminReturnsRepository(db);

  /** Each list's search box: `make` writes a record whose searched text is `text` and answers its id; `find` answers the ids a search finds. */
  const lists: Record<string, { make: (text: string) => Promise<number | string>; find: (typed: string) => Promise<(number | string)[]> }> = {
    'customers, q (name and surname)': {
      make: (text) => member(...(split(text) as [string, string])),
      find: async (q) => ids(await customers().page({ q }, query({}, 'm.id'))),
    },
    'customers, orderNumber': {
      make: async (text) => { const id = await member('Kim', 'Se'); await order(text, { name: 'Kim', surname: 'Se' }, undefined, id); return id; },
      find: async (orderNumber) => ids(await customers().page({ orderNumber }, query({}, 'm.id'))),
    },
    'orders, customer (invoice name)': {
      make: (text) => { const [name, surname] = split(text); return order('FOLD', { name, surname }); },
      find: async (customer) => ids(await orders().page({ customer }, query({}, 'o.id'))),
    },
    'orders, number': {
      make: (text) => order(text, { name: 'Kim', surname: 'Se' }),
      find: async (number) => ids(await orders().page({ number }, query({}, 'o.id'))),
    },
    'returns, orderNumber': {
      make: async (text) => orderReturn(await order(text, { name: 'Kim', surname: 'Se' })),
      find: async (orderNumber) => ids(await returns().page({ orderNumber }, query({}, 'r.id'), 'tr')),
    },
    'returns, customer (member name)': {
      make: async (text) => orderReturn(await order('FOLD', { name: 'Kim', surname: 'Se' }, undefined, await member(...(split(text) as [string, string])))),
      find: async (customer) => ids(await returns().page({ customer }, query({}, 'r.id'), 'tr')),
    },
    'coupons, q (names)': {
      make: (text) => one("INSERT INTO coupon (code, name_tr, name_en, kind, percent) VALUES ($1, $2, 'Coupon', 'percent', 10) RETURNING code AS id", [`FOLD${++made}`, text]),
      find: async (q) => (await listCoupons(db, query({ q }, 'c.code'))).rows.map((row) => row.code),
    },
    'campaigns, q (descriptions)': {
      make: (text) => one("INSERT INTO campaign (id, kind, name_tr, name_en, description_en) VALUES ($1, 'percent', 'Kampanya', 'Campaign', $2) RETURNING id", [9000 + ++made, text]),
      find: async (q) => ids(await listCampaigns(db, query({ q }, 'c.id'))),
    },
    'staff, q (name)': {
      make: (text) => one("INSERT INTO staff (email, name, role) VALUES ($1, $2, 'support') RETURNING id", [`staff${++made}@fold.example`, text]),
      find: async (q) => ids(await new StaffRepository(db).list({ q }, query())),
    },
    'search synonyms, text': {
      make: (text) => one("INSERT INTO search_synonym (culture, term, synonym) VALUES ('tr', $1, 'fold') RETURNING id", [text]),
      find: async (text) => ids(await new SearchSynonymRepository(db).page({ text }, query())),
    },
    'products, q': {
      make: async (text) => one('UPDATE product SET name_tr = $1 WHERE id = (SELECT id FROM product ORDER BY id OFFSET $2 LIMIT 1) RETURNING id', [text, productsNamed++]),
      find: async (q) => ids(await listProducts(db, query({ q }, 'p.id'))),
    },
    'brands, q': reference(BRANDS, 'INSERT INTO brand (id, name, slug) VALUES ($1, $2, $3) RETURNING id'),
    'categories, q': reference(CATEGORIES, `INSERT INTO category (id, name_tr, name_en, slug_tr, slug_en, path, depth, sort_order, route_path_tr, route_path_en)
      VALUES ($1, $2, 'Category', $3, $3, ARRAY[$1::int], 0, 0, '/' || $3, '/en/' || $3) RETURNING id`),
    'product types, q': reference(PRODUCT_TYPES, 'INSERT INTO product_type (id, name_tr, code, name_en) VALUES ($1, $2, $3, \'Type\') RETURNING id'),
    'warehouses, q': reference(WAREHOUSES, 'INSERT INTO warehouse (id, name, code) VALUES ($1, $2, $3) RETURNING id'),
    'currencies, q': reference(CURRENCIES, `INSERT INTO currency (id, name_tr, code, name_en, symbol, symbol_on_right, sort_order) VALUES ($1, $2, upper($3), 'Money', '¤', false, 99) RETURNING id`),
  };

  beforeAll(async () => {
    db = await seededDatabase(20);
  }, 120_000);
  afterAll(async () => { await db?.close(); });

  describe.each(Object.entries(lists))('%s', (_name, list) => {
    let named: number | string;
    let other: number | string;
    beforeAll(async () => {
      named = await list.make('ŞAHİN ÖZTÜRK IŞIK 5%_\\');
      other = await list.make('Şahin Kaya');
    });
    const found = async (typed: string) => { const rows = await list.find(typed); return [named, other].filter((id) => rows.includes(id)); };

    it.each(['sahin ozturk', 'isik', 'Işık', 'IŞIK', 'öztürk şahin', 'SAHIN OZTURK'])('"%s" finds the record named with Turkish capitals, not the one lacking a word', async (typed) => {
      expect(await found(typed)).toEqual([named]);
    });

    it('capitals typed find lower-case letters: "ŞAHİN" finds "Şahin"', async () => {
      expect(await found('ŞAHİN')).toEqual([named, other]);
    });

    it.each(['%', '_', '\\', '5%_\\'])('"%s" is letters typed, found only where written', async (typed) => {
      expect(await found(typed)).toEqual([named]);
    });

    it.each(['i_ik', 'is%k', 'sahin ozturk kaya'])('"%s" finds neither', async (typed) => {
      expect(await found(typed)).toEqual([]);
    });
  });

  it('codes typed as written still find their record (order numbers, a coupon code from its start)', async () => {
    const orderId = await one("UPDATE orders SET doc_no = 'VTR-2026-000123' WHERE id = $1 RETURNING id", [await order('', { name: 'Kim', surname: 'Se' })]);
    expect(ids(await orders().page({ number: 'VTR-2026-000123' }, query({}, 'o.id')))).toEqual([orderId]);
    expect(ids(await orders().page({ number: 'vtr-2026-00012' }, query({}, 'o.id')))).toEqual([orderId]);
    await db.query("INSERT INTO coupon (code, name_tr, name_en, kind, percent) VALUES ('YAZ2026', 'Yaz', 'Summer', 'percent', 10)", []);
    expect((await listCoupons(db, query({ q: 'yaz20' }, 'c.code'))).rows.map((row) => row.code)).toEqual(['YAZ2026']);
  });

  it('the database folds as foldText folds, for every letter it folds', async () => {
    const letters = 'ÇĞİIÖŞÜçğıiöşüÂÎÛâîûÀÁÃÄÅàáãäåÈÉÊËèéêëÌÍÏìíïÒÓÔÕòóôõÙÚùúÑñÝýÿ AZaz09-_.';
    const [{ folded }] = await db.query<{ folded: string }>('SELECT text_fold($1) AS folded', [letters]);
    expect(folded).toBe(foldText(letters));
  });
});
