import request from 'supertest';
import { ProductRequestFlags as F } from '../../contracts/enums.js';
import { ENVIRONMENT_TOKEN_HEADER } from '../../contracts/gateway/environment.js';
import type { Product, ProductListItem } from '../../contracts/product/entities.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { operatorToken, registerShopper, setVariantStock } from './order-fixtures.js';

/** A product of the seeded catalogue, as the test picks it. */
interface Candidate { id: number; barcodeId: number; siblings: number[]; pathTr: string; pathEn: string }

/** A word no product has: once it is a hidden product's, no suggestion, search or page may give it away. */
const SECRET_TR = 'Zümrütkanat';
const SECRET_EN = 'Emeraldwing';
const TILE_FIELDS = ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand'];

/**
 * Issue 27 item 12: a hidden (unapproved) product answers nothing to shoppers anywhere, as its
 * page does not (S1.01 catalogue, S7.21 product and stock routes, S7.22 campaign badges, S7.23
 * prediction, S7.25 route). One product of a colour model, reached by a campaign, with a member's
 * price and stock alarms on it, is hidden; then every public catalogue route is asked about it.
 */
describe('a hidden product shows nowhere (issue 27 item 12, S1.01, S7.21, S7.22, S7.23, S7.25)', () => {
  let shop: TestApp;
  let db: Database;
  let bearer: string;
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    db = shop.app.get<Database>(DATABASE, { strict: false });
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    bearer = await operatorToken(shop.url, config.idpClientId, config.idpClientSecret);
  });
  afterAll(async () => { await shop?.close(); });

  const api = () => request(shop.url);
  const engine = (method: 'get' | 'post', path: string) => request(shop.url)[method](`/gateway/${path}`).set('authorization', `Bearer ${bearer}`);
  const search = async (body: object) => (await api().post('/api/search-products').send(body).expect(200)).body.products as ProductListItem[];
  const idsOf = (products: { id: number }[]) => products.map((product) => product.id);

  /** An approved, shelved, priced product in stock, with two or more such colours beside it and a campaign badge. */
  async function candidate(): Promise<Candidate> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT p.id, p.route_path_tr, p.route_path_en, (SELECT min(b.id) FROM barcode b WHERE b.product_id = p.id) AS barcode_id,
              ARRAY(SELECT s.id FROM product s WHERE s.group_code = p.group_code AND s.id <> p.id AND s.is_approved AND s.is_on_shelf AND s.stock_total > 0 ORDER BY s.id) AS siblings
         FROM product p JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = 1 AND pp.sales_price > 0
        WHERE p.is_approved AND p.is_on_shelf AND p.stock_total > 0 ORDER BY p.id`);
    const models = rows.map((row) => ({
      id: Number(row.id), barcodeId: Number(row.barcode_id), siblings: (row.siblings as number[]).map(Number), pathTr: String(row.route_path_tr), pathEn: String(row.route_path_en),
    })).filter((row) => row.siblings.length >= 2);
    const { badges } = (await engine('post', 'campaign/api/campaigngateway/campaign-badges').send({ productIds: models.slice(0, 200).map((row) => row.id) }).expect(200)).body as { badges: { productId: number }[] };
    const badged = models.find((row) => badges.some((badge) => badge.productId === row.id));
    if (!badged) throw new Error('the seeded catalogue has no badged product in a colour model');
    return badged;
  }

  it('S1.01 S7.21 S7.22 S7.23 S7.25 a hidden product answers 404 or nothing on every public catalogue route: detail, stock, search with any flags, compare, colours, related, autocomplete, route, page, sitemap, badges, alarms, cart', async () => {
    const hidden = await candidate();
    const [sibling] = hidden.siblings;
    // A member's alarms on it while it is shown: a stock alarm needs its variant sold out.
    const member = await registerShopper(shop.url, 'gizli');
    await setVariantStock(shop.url, bearer, hidden.barcodeId, 0);
    await api().post('/api/add-stock-alarm').set('Cookie', member.cookie).send({ productId: hidden.id, stockBarcodeId: hidden.barcodeId }).expect(200);
    await api().post('/api/add-price-alarm').set('Cookie', member.cookie).send({ productId: hidden.id }).expect(200);
    // A name no other product has, in the indexes (the operator's stock change rebuilds them): the engine suggests it while the product is shown.
    await db.query('UPDATE product SET name_tr = $2 || \' \' || name_tr, name_en = $3 || \' \' || name_en WHERE id = $1', [hidden.id, SECRET_TR, SECRET_EN]);
    await setVariantStock(shop.url, bearer, hidden.barcodeId, 3);
    const before = (await engine('get', 'prediction/api/prediction/autocomplete').query({ query: 'zümrütk' }).expect(200)).body.suggestions as { text: string }[];
    expect(before.map((suggestion) => suggestion.text.toLocaleLowerCase('tr'))).toContain(SECRET_TR.toLocaleLowerCase('tr'));

    // In the member's cart before it is hidden.
    await api().post('/api/add-to-cart').set('Cookie', member.cookie).send({ productId: hidden.id, stockBarcodeId: hidden.barcodeId, quantity: 1 }).expect(200);

    // Hidden (unapproved), as the operator would; the operator's next stock change rebuilds the indexes.
    const warehouseId = await setVariantStock(shop.url, bearer, hidden.barcodeId, 4);
    await db.query('UPDATE product SET is_approved = false WHERE id = $1', [hidden.id]);
    await engine('post', 'product/api/product/set-stock').send({ stockBarcodeId: hidden.barcodeId, warehouseId, quantity: 5 }).expect(200);

    // Its page and its stock, through the storefront and the engine.
    await api().post('/api/get-product').send({ productId: hidden.id }).expect(404);
    await api().get('/api/stock-availabilities').query({ productId: hidden.id }).expect(404);
    await engine('get', `product/api/stock/availabilities-by-product/${hidden.id}`).expect(404);
    await engine('get', `product/api/stock/availabilities-by-barcode/${hidden.barcodeId}`).expect(404);

    // Lists, search and the compare bar: by id, by its words, with any flags a shopper sends.
    for (const flags of [F.Default, F.None, F.None | F.IgnoreApproval, F.Default | F.IgnoreApproval | F.GroupVariations]) {
      expect(idsOf(await search({ productIds: [hidden.id, sibling], flags, includes: ['Id', 'Name', 'StocksByBarcode'] }))).toEqual([sibling]);
      expect(await search({ searchTerm: SECRET_TR, flags })).toEqual([]);
    }
    expect(idsOf(await search({ productIds: [hidden.id, sibling], includes: ['Id', 'Name', 'Documents', 'RoutePath'], tags: ['compare-list'] }))).toEqual([sibling]);

    // Colours (variants) of its model, on the sibling's page and on list tiles.
    const siblingPage = (await api().post('/api/get-product').send({ productId: sibling }).expect(200)).body.product as Product;
    expect(idsOf(siblingPage.colours ?? [])).not.toContain(hidden.id);
    const tiles = await search({ productIds: hidden.siblings, flags: F.Default | F.GroupVariations, includes: TILE_FIELDS });
    expect(tiles.flatMap((tile) => idsOf(tile.colours ?? []))).not.toContain(hidden.id);

    // Related products: none of its own, and never among another's.
    await api().post('/api/product-relations').send({ productId: hidden.id }).expect(404);
    const related = (await api().post('/api/product-relations').send({ productId: sibling }).expect(200)).body.products as ProductListItem[];
    expect(idsOf(related)).not.toContain(hidden.id);

    // Suggestions and corrections never spell its words.
    for (const [query, culture] of [['zümrütk', 'tr'], ['emeraldw', 'en']]) {
      const answer = await api().get('/api/autocomplete').set('x-culture', culture).query({ query }).expect(200);
      expect(JSON.stringify(answer.body).toLocaleLowerCase('tr')).not.toMatch(/zümrütkanat|emeraldwing/);
    }

    // Its path: no route, a 404 page that does not name it, and no sitemap entry.
    await api().get('/api/route-info').query({ path: hidden.pathTr }).expect(404);
    await api().get('/api/route-info').query({ path: hidden.pathEn }).expect(404);
    // Nor at an old or mistaken path that names its id: no page to send the visitor on to.
    await api().get('/api/route-info').query({ path: `/eski-ad-p-${hidden.id}` }).expect(404);
    await api().get(`/en${hidden.pathTr}`).expect(404);
    const page = await api().get(hidden.pathTr).expect(404);
    expect(page.text).not.toContain(SECRET_TR);
    const sitemap = await api().get('/sitemap-products-1.xml').expect(200);
    expect(sitemap.text).not.toContain(hidden.pathTr);

    // Campaign badges.
    const { badges } = (await engine('post', 'campaign/api/campaigngateway/campaign-badges').send({ productIds: [hidden.id] }).expect(200)).body as { badges: unknown[] };
    expect(badges).toEqual([]);

    // A cart that held it: the storefront skips the line (S8.18), and the engine's own answer tells nothing of it (no product, size or units left).
    type Line = { productId: number; product?: unknown; stockTypeName?: string; availableQuantity: number };
    const shown = (await api().post('/api/get-cart').set('Cookie', member.cookie).send({}).expect(200)).body.cart as { items: Line[] };
    expect(shown.items.map((item) => item.productId)).not.toContain(hidden.id);
    const token = /environment_token=([^;]+)/.exec(member.cookie)![1];
    const held = (await engine('post', 'shoppingcart/api/cart/get-cart').set(ENVIRONMENT_TOKEN_HEADER, token).send({ currencyId: 1, flags: 1 }).expect(200)).body.cart as { items: Line[] };
    const line = held.items.find((item) => item.productId === hidden.id);
    expect(line && { product: line.product, stockTypeName: line.stockTypeName, availableQuantity: line.availableQuantity }).toEqual({ product: undefined, stockTypeName: undefined, availableQuantity: 0 });

    // The member's alarms leave their lists (its price and stock with them); new ones, favourites and the cart are refused.
    const stockAlarms = (await api().get('/api/stock-alarms').set('Cookie', member.cookie).expect(200)).body.alarms as { productId: number }[];
    const priceAlarms = (await api().get('/api/price-alarms').set('Cookie', member.cookie).expect(200)).body.alarms as { productId: number }[];
    expect([...stockAlarms, ...priceAlarms].map((alarm) => alarm.productId)).not.toContain(hidden.id);
    await api().post('/api/add-stock-alarm').set('Cookie', member.cookie).send({ productId: hidden.id }).expect(404);
    await api().post('/api/add-price-alarm').set('Cookie', member.cookie).send({ productId: hidden.id }).expect(404);
    await api().post('/api/add-favorite').set('Cookie', member.cookie).send({ productId: hidden.id }).expect(404);
    await api().post('/api/add-to-cart').set('Cookie', member.cookie).send({ productId: hidden.id, stockBarcodeId: hidden.barcodeId, quantity: 1 }).expect(404);
    await api().post('/api/place-order').set('Cookie', member.cookie).send({ shippingAddressId: member.addressId, paymentType: 2 }).expect(409);
  });
});
