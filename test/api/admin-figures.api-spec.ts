import request from 'supertest';
import type { CurrencySales, FigurePeriod, FigureRange, LowStockRow, SalesFigures, TopProductRow, ZeroResultSearchRow } from '../../contracts/admin/figures.js';
import type { StaffRole } from '../../contracts/admin/staff.js';
import { PaymentType } from '../../contracts/enums.js';
import { SHOP_TIME_ZONE } from '../../contracts/site/shop-dates.js';
import { SearchRecorder } from '../../server/src/api/search/search-recorder.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { SearchLogRepository, zeroResultQueries } from '../../server/src/engine/prediction/search-log.repository.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { setVariantStock } from './order-fixtures.js';
import { orderShoppers } from './order-shoppers.js';
import { signedInStaff } from '../support/staff-session.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The day's figures (issue 30 item 6), GET /admin/api/figures/*, against the real app: orders
 * placed through the shop, moved through the operator's route; an order is given an earlier
 * placement time in the database (the engine places orders only now) to fill the periods before.
 * The figures are read before and after, and their difference checked: the seed may hold orders.
 */

const ROUTES = ['/admin/api/figures/sales', '/admin/api/figures/top-products?period=today', '/admin/api/figures/low-stock', '/admin/api/figures/zero-result-searches'];

describe('the day\'s figures API (issue 30 item 6)', () => {
  let shop: TestApp;
  const cookies = {} as Record<StaffRole, string>;
  const shoppers = orderShoppers(() => shop);
  const db = () => shop.app.get<Database>(DATABASE, { strict: false });
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    for (const role of ['owner', 'orders', 'support', 'catalogue'] as const) cookies[role] = (await signedInStaff(shop, role)).cookie;
    await shoppers.signInOperator();
  }, 120_000);
  afterAll(async () => { await shop?.close(); });

  const get = (path: string, role: StaffRole = 'orders') => request(shop.url).get(path).set('Cookie', cookies[role]);
  const sales = async () => (await get('/admin/api/figures/sales').expect(200)).body as SalesFigures;
  const topProducts = async (period: FigurePeriod, by: 'units' | 'revenue') =>
    (await get(`/admin/api/figures/top-products?period=${period}&by=${by}&limit=100`).expect(200)).body as TopProductRow[];

  describe('sales per currency and top products, from orders placed in the shop', () => {
    /** A placed order as the figures should see it. */
    interface Placed { docNo: string; currency: string; netTotal: number; at: Date; counted: boolean; lines: { productId: number; quantity: number; total: number }[] }
    let before: SalesFigures;
    let after: SalesFigures;
    let placed: Placed[];
    let topBefore: TopProductRow[];
    const products: Variant[] = [];

    /** Reads what the database stored of an order (its net total and lines in minor units, its placement time). */
    async function stored(docNo: string, counted: boolean): Promise<Placed> {
      const [order] = await db().query<{ id: number; currency_code: string; net_total: string; created_at: Date | string }>('SELECT id, currency_code, net_total, created_at FROM orders WHERE doc_no = $1', [docNo]);
      const lines = await db().query<{ product_id: number; quantity: number; total_with_tax: string }>('SELECT product_id, quantity, total_with_tax FROM order_line WHERE order_id = $1', [order.id]);
      return {
        docNo, currency: order.currency_code, netTotal: Number(order.net_total), at: new Date(order.created_at), counted,
        lines: lines.map((line) => ({ productId: Number(line.product_id), quantity: Number(line.quantity), total: Number(line.total_with_tax) })),
      };
    }

    /** Gives an order an earlier placement time: the engine stamps orders with now() and has no way to backdate one. */
    async function placeAt(docNo: string, at: string): Promise<void> {
      await db().query('UPDATE orders SET created_at = $2 WHERE doc_no = $1', [docNo, at]);
    }

    beforeAll(async () => {
      const variants = await variantsInStock(shop.url, 8);
      for (const variant of variants) if (!products.some((taken) => taken.productId === variant.productId)) products.push(variant);
      const [a, b, c] = products;
      before = await sales();
      topBefore = await topProducts('today', 'units');
      const member = await shoppers.member();
      const guest = await shoppers.guest();
      const today = [
        await shoppers.order(member, [{ variant: a, quantity: 2 }, { variant: b, quantity: 1 }]),
        await shoppers.order(member, [{ variant: a, quantity: 1 }], PaymentType.BankTransfer),
        await shoppers.order(guest, [{ variant: b, quantity: 1 }], PaymentType.BankTransfer, 'en'),
      ];
      const cancelled = await shoppers.order(member, [{ variant: c, quantity: 2 }]);
      await shoppers.setStatus(cancelled.docNo, 'Cancel').expect(200);
      const earlier = [await shoppers.order(member, [{ variant: c, quantity: 1 }]), await shoppers.order(member, [{ variant: c, quantity: 1 }]), await shoppers.order(member, [{ variant: b, quantity: 1 }])];
      // One minute into yesterday, into last week, into last month (three distinct instants whatever today is).
      const periodOf = (period: FigurePeriod) => before.periods.find((row) => row.period === period)!;
      const starts = (['today', 'week', 'month'] as const).map((period) => new Date(Date.parse(periodOf(period).previous.from) + 60_000).toISOString());
      for (const [index, order] of earlier.entries()) await placeAt(order.docNo, starts[index]);
      placed = [
        ...await Promise.all(today.map((order) => stored(order.docNo, true))),
        await stored(cancelled.docNo, false),
        ...await Promise.all(earlier.map((order) => stored(order.docNo, true))),
      ];
      after = await sales();
    }, 120_000);

    const within = (at: Date, range: FigureRange) => at >= new Date(range.from) && at < new Date(range.to);
    const currencyOf = (figures: SalesFigures, period: FigurePeriod, currency: string): CurrencySales | undefined =>
      figures.periods.find((row) => row.period === period)!.currencies.find((row) => row.currency === currency);

    it('issue 30 item 6: the periods are today, this week and this month of the shop\'s zone (S1.06), each with the period just before', () => {
      expect(after.timeZone).toBe(SHOP_TIME_ZONE);
      expect(after.periods.map((row) => row.period)).toEqual(['today', 'week', 'month']);
      for (const period of after.periods) {
        expect(period.previous.to).toBe(period.current.from);
        expect(new Date(period.current.from).getTime()).toBeLessThanOrEqual(Date.now());
        expect(new Date(period.current.to).getTime()).toBeGreaterThan(Date.now());
      }
    });

    it.each(['today', 'week', 'month'] as const)(
      'issue 30 item 6 (%s): orders and revenue (net totals) per currency, against the period before; a cancelled order is not counted', (period) => {
        const range = after.periods.find((row) => row.period === period)!;
        for (const currency of ['TRY', 'USD']) {
          const mine = (r: FigureRange) => placed.filter((order) => order.counted && order.currency === currency && within(order.at, r));
          const gained = (field: keyof Pick<CurrencySales, 'orders' | 'revenue' | 'previousOrders' | 'previousRevenue'>) =>
            (currencyOf(after, period, currency)?.[field] ?? 0) - (currencyOf(before, period, currency)?.[field] ?? 0);
          expect({ currency, orders: gained('orders'), revenue: gained('revenue'), previousOrders: gained('previousOrders'), previousRevenue: gained('previousRevenue') }).toEqual({
            currency,
            orders: mine(range.current).length, revenue: mine(range.current).reduce((sum, order) => sum + order.netTotal, 0),
            previousOrders: mine(range.previous).length, previousRevenue: mine(range.previous).reduce((sum, order) => sum + order.netTotal, 0),
          });
        }
      });

    it('issue 30 item 6: today counts the three orders placed now (two in TRY, one in USD) with their decimals, and yesterday\'s one as the period before', () => {
      const gained = (currency: string, field: 'orders' | 'previousOrders') => (currencyOf(after, 'today', currency)?.[field] ?? 0) - (currencyOf(before, 'today', currency)?.[field] ?? 0);
      expect([gained('TRY', 'orders'), gained('USD', 'orders'), gained('TRY', 'previousOrders')]).toEqual([2, 1, 1]);
      expect(currencyOf(after, 'today', 'TRY')).toMatchObject({ decimals: 2 });
      expect(currencyOf(after, 'today', 'USD')!.revenue).toBeGreaterThan(0);
    });

    it('issue 30 item 6: top products of today by units, per currency, without the cancelled order or earlier ones', async () => {
      const rows = await topProducts('today', 'units');
      const [a, b, c] = products;
      const units = (list: TopProductRow[], productId: number, currency: string) => list.find((row) => row.productId === productId && row.currency === currency)?.units ?? 0;
      expect([a, b, c].map(({ productId }) => units(rows, productId, 'TRY') - units(topBefore, productId, 'TRY'))).toEqual([3, 1, 0]);
      expect(units(rows, b.productId, 'USD') - units(topBefore, b.productId, 'USD')).toBe(1);
      for (const [index, row] of rows.entries()) if (index > 0) expect(row.units).toBeLessThanOrEqual(rows[index - 1].units);
      const row = rows.find((entry) => entry.productId === a.productId && entry.currency === 'TRY')!;
      expect(row.name.tr.length).toBeGreaterThan(0);
      expect(row.name.en.length).toBeGreaterThan(0);
      expect(row.decimals).toBe(2);
    });

    it('issue 30 item 6: top products by revenue rank by the lines\' totals after discounts, in minor units', async () => {
      const rows = await topProducts('today', 'revenue');
      for (const [index, row] of rows.entries()) if (index > 0) expect(row.revenue).toBeLessThanOrEqual(rows[index - 1].revenue);
      const [, b] = products;
      const usd = placed.filter((order) => order.counted && order.currency === 'USD' && within(order.at, after.periods[0].current))
        .flatMap((order) => order.lines).filter((line) => line.productId === b.productId).reduce((sum, line) => sum + line.total, 0);
      const earlier = topBefore.find((entry) => entry.productId === b.productId && entry.currency === 'USD')?.revenue ?? 0;
      expect(usd).toBeGreaterThan(0);
      expect(rows.find((entry) => entry.productId === b.productId && entry.currency === 'USD')!.revenue - earlier).toBe(usd);
    });
  });

  describe('low stock', () => {
    /** Every page of the low-stock list at `threshold` (the seed has hundreds of empty shelves, listed first), and the total the route answers. */
    async function lowStock(threshold: number, warehouse?: number): Promise<{ rows: LowStockRow[]; total: number }> {
      const rows: LowStockRow[] = [];
      for (let offset = 0; ; offset += 100) {
        const response = await get(`/admin/api/figures/low-stock?threshold=${threshold}&offset=${offset}&limit=100${warehouse ? `&warehouse=${warehouse}` : ''}`).expect(200);
        rows.push(...response.body as LowStockRow[]);
        if ((response.body as LowStockRow[]).length < 100) return { rows, total: Number(response.headers['x-total-count']) };
      }
    }

    it('issue 30 item 6: a variant at or under the threshold is listed per warehouse, fewest units first, paged; above it, not', async () => {
      const [variant] = (await variantsInStock(shop.url, 5)).slice(-1);
      const warehouseId = await setVariantStock(shop.url, shoppers.bearer().slice('Bearer '.length), variant.stockBarcodeId, 2);
      const ofVariant = (rows: LowStockRow[]) => rows.filter((row) => row.barcodeId === variant.stockBarcodeId && row.warehouse.id === warehouseId);
      const atTwo = await lowStock(2);
      expect(atTwo.rows).toHaveLength(atTwo.total);
      expect(atTwo.rows.every((row) => row.quantity <= 2)).toBe(true);
      for (const [index, row] of atTwo.rows.entries()) if (index > 0) expect(row.quantity).toBeGreaterThanOrEqual(atTwo.rows[index - 1].quantity);
      expect(ofVariant(atTwo.rows)).toEqual([expect.objectContaining({ quantity: 2, productId: variant.productId, warehouse: expect.objectContaining({ id: warehouseId }) })]);
      expect(ofVariant((await lowStock(1)).rows)).toEqual([]);
      const inWarehouse = await lowStock(2, warehouseId);
      expect(inWarehouse.rows.every((row) => row.warehouse.id === warehouseId)).toBe(true);
      expect(ofVariant(inWarehouse.rows)).toHaveLength(1);
      expect(inWarehouse.total).toBeLessThan(atTwo.total);
    });
  });

  describe('searches that found nothing', () => {
    it('issue 30 item 6 / issue 4: the zero-result report of npm run search:zero-results, most searched first', async () => {
      const search = (searchTerm: string) => request(shop.url).post('/api/search-products').set('x-culture', 'tr').send({ searchTerm, pageSize: 4 }).expect(200);
      await search('qzxv rakamlar');
      await search('qzxv rakamlar');
      await shop.app.get(SearchRecorder).flush();
      await shop.app.get(SearchLogRepository).flush();
      const rows = (await get('/admin/api/figures/zero-result-searches?limit=20').expect(200)).body as ZeroResultSearchRow[];
      expect(rows).toContainEqual({ culture: 'tr', query: 'qzxv rakamlar', searches: 2, lastSearchedAt: expect.any(String) });
      expect(rows).toEqual(await zeroResultQueries(db(), 20));
    });
  });

  describe('roles and bad input', () => {
    it.each(ROUTES)('issue 30 roles: the owner and the orders role read %s; support and catalogue are refused with 403; no session 401', async (path) => {
      await get(path, 'owner').expect(200);
      await get(path, 'orders').expect(200);
      for (const role of ['support', 'catalogue'] as const) {
        const response = await get(path, role);
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ status: 403, message: 'Rolünüz bu işleme izin vermiyor' });
      }
      expect((await request(shop.url).get(path)).status).toBe(401);
    });

    it.each([
      ['no period', '/admin/api/figures/top-products', /period/],
      ['a period it does not have', '/admin/api/figures/top-products?period=year', /period/],
      ['a period twice', '/admin/api/figures/top-products?period=today&period=week', /period/],
      ['a measure it does not have', '/admin/api/figures/top-products?period=week&by=price', /by/],
      ['a limit of nought', '/admin/api/figures/top-products?period=month&limit=0', /limit/],
      ['a limit too large', '/admin/api/figures/zero-result-searches?limit=5000', /limit/],
      ['a threshold under nought', '/admin/api/figures/low-stock?threshold=-1', /threshold/],
      ['a threshold in words', '/admin/api/figures/low-stock?threshold=few', /threshold/],
      ['a warehouse that is no id', '/admin/api/figures/low-stock?warehouse=0', /warehouse/],
      ['an offset under nought', '/admin/api/figures/low-stock?offset=-5', /offset/],
    ])('issue 30 item 6: answers 400 with a clear message to %s', async (_, path, message) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    });
  });
});
