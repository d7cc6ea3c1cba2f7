import { jest } from '@jest/globals';
import type { Product } from '../../../../contracts/product/entities';
import type { SearchProductsResponse } from '../../../../contracts/product/responses';
import { ApiError } from '../../lib/api-client';
import type { CatalogueApi } from './api';
import { ProductDetailStore } from './product-detail-store';

const size = (name: string) => [{ typeCode: 'size' as const, typeName: 'Beden', name }];
export const SHOE: Product = {
  id: 7, sku: 'SKU7', name: 'Koşu Ayakkabısı', code: 'KA-7', shortName: 'Koşu', salesPrice: 900, basePrice: 1200, discountRate: 25, currencyId: 1,
  brand: { id: 2, name: 'Adidas' }, routePath: '/kosu-ayakkabisi-p-7', routeDescription: '',
  documents: [
    { documentType: 1, isDefault: false, filePath: '/media/products/7-2.svg', name: 'yan' },
    { documentType: 3, isDefault: false, filePath: '/media/products/7.pdf', name: 'kılavuz' },
    { documentType: 2, isDefault: false, filePath: '/media/products/7.mp4', name: 'video' },
    { documentType: 1, isDefault: true, filePath: '/media/products/7-1.svg', name: 'ön' },
  ],
  attributes: [
    { integrationCode: 'attr_color', name: 'Renk', attributeValues: [{ value: 'Siyah' }] },
    { integrationCode: 'attr_sole', name: 'Taban', attributeValues: [{ value: 'Kauçuk' }, { value: 'EVA' }] },
    { integrationCode: 'attr_empty', name: 'Boş', attributeValues: [] },
  ],
  barcodes: [{ id: 71, barcode: '1', stockTypeValues: size('41') }, { id: 72, barcode: '2', stockTypeValues: size('42') }, { id: 73, barcode: '3', stockTypeValues: size('43') }],
  stocksByBarcode: [
    { barcodeId: 71, warehouseId: 1, quantity: 2 }, { barcodeId: 71, warehouseId: 2, quantity: 3 },
    { barcodeId: 72, warehouseId: 1, quantity: 0 }, { barcodeId: 72, warehouseId: 2, quantity: 0 },
    { barcodeId: 73, warehouseId: 1, quantity: 1 },
  ],
  categories: [
    { id: 40, name: 'Koşu', isDefault: false, hierarchy: [{ id: 5, name: 'Ayakkabı' }, { id: 40, name: 'Koşu' }] },
    { id: 41, name: 'Erkek Spor Ayakkabı', isDefault: true, hierarchy: [
      { id: 5, name: 'Ayakkabı', routePath: '/ayakkabi-c-5' }, { id: 30, name: 'Erkek Ayakkabı', routePath: '/ayakkabi/erkek-c-30' }, { id: 41, name: 'Erkek Spor Ayakkabı', routePath: '/ayakkabi/erkek/spor-c-41' }] },
  ],
  types: [{ id: 1, name: 'Ayakkabı' }], scopeTypeId: 3, isApproved: true, hsCode: '6404', extensionData: { CampaignBadges: ['Kargo Bedava', { name: '3 al 2 öde' }, 5] },
};

function fakeApi(getProduct: () => Promise<{ product: Product }>, related: number[] = [8, 9]) {
  return {
    getProduct, productRelations: async () => ({ isSuccess: true, products: related.map((id) => ({ id })), aggregations: [], pagination: {} }) as unknown as SearchProductsResponse,
    stockAvailabilities: async () => ({
      isSuccess: true,
      availabilities: [
        { productId: 7, stockBarcodeId: 71, barcode: '1', size: '42', warehouseId: 1, warehouseName: 'İstanbul', quantity: 3 },
        { productId: 7, stockBarcodeId: 71, barcode: '1', size: '42', warehouseId: 2, warehouseName: 'Ankara', quantity: 2 },
        { productId: 7, stockBarcodeId: 73, barcode: '3', size: '44', warehouseId: 1, warehouseName: 'İstanbul', quantity: 1 },
        { productId: 7, stockBarcodeId: 73, barcode: '3', size: '44', warehouseId: 2, warehouseName: 'Ankara', quantity: 0 },
      ],
    }),
  } as unknown as CatalogueApi;
}
const loaded = async (product: Product = SHOE) => {
  const store = new ProductDetailStore(fakeApi(async () => ({ product })));
  await store.load(product.id);
  return store;
};

describe('ProductDetailStore (S3.03, S3.05, S9.13)', () => {
  it('S3.05 the gallery holds images and videos, the default image first', async () => {
    const store = await loaded();
    expect(store.gallery.map((document) => document.filePath)).toEqual(['/media/products/7-1.svg', '/media/products/7-2.svg', '/media/products/7.mp4']);
    store.showDocument(2);
    expect(store.shownDocument?.documentType).toBe(2);
    store.showDocument(9);
    expect(store.activeDocument).toBe(2);
  });

  it('S3.03 variants come from barcodes: size from stockTypeValues, stock summed over warehouses, sold out at zero', async () => {
    const store = await loaded();
    expect(store.sizes).toEqual([
      { barcodeId: 71, size: '41', stock: 5, soldOut: false },
      { barcodeId: 72, size: '42', stock: 0, soldOut: true },
      { barcodeId: 73, size: '43', stock: 1, soldOut: false },
    ]);
    expect(store.totalStock).toBe(6);
    expect(store.isSoldOut).toBe(false);
  });

  it('a sold-out size cannot be picked; a size is needed before the cart', async () => {
    const store = await loaded();
    expect(store.needsSize).toBe(true);
    store.selectBarcode(72);
    expect(store.selectedVariant).toBeUndefined();
    store.selectBarcode(73);
    expect(store.selectedVariant).toMatchObject({ size: '43', stock: 1 });
    expect(store.needsSize).toBe(false);
  });

  it('a product with one sellable variant and no sizes needs no pick', async () => {
    const store = await loaded({ ...SHOE, barcodes: [{ id: 71, barcode: '1', stockTypeValues: [] }], stocksByBarcode: [{ barcodeId: 71, warehouseId: 1, quantity: 4 }] });
    expect(store.sizes).toEqual([]);
    expect(store.selectedBarcodeId).toBe(71);
    expect(store.needsSize).toBe(false);
  });

  it('S9.13 discount ratio is discount ÷ gross × 100', async () => {
    expect((await loaded()).discountRatio).toBe(25);
    expect((await loaded({ ...SHOE, basePrice: 900 })).discountRatio).toBe(0);
    expect((await loaded({ ...SHOE, basePrice: 0, salesPrice: 0 })).discountRatio).toBe(0);
  });

  it('breadcrumbs follow the default category hierarchy; attributes skip empty values; badges read extensionData', async () => {
    const store = await loaded();
    expect(store.breadcrumbs.map((category) => category.name)).toEqual(['Ayakkabı', 'Erkek Ayakkabı', 'Erkek Spor Ayakkabı']);
    expect(store.attributeRows).toEqual([{ code: 'attr_color', name: 'Renk', value: 'Siyah' }, { code: 'attr_sole', name: 'Taban', value: 'Kauçuk, EVA' }]);
    expect(store.campaignBadges).toEqual(['Kargo Bedava', '3 al 2 öde']);
  });

  it('S1.02 campaign badges from the campaign service come before extensionData', async () => {
    const store = await loaded({ ...SHOE, campaignBadges: [{ campaignId: 2, name: '2. Ürüne %50 İndirim', kind: 'second-item-discount' }] });
    expect(store.campaignBadges).toEqual(['2. Ürüne %50 İndirim']);
  });

  it('stock per warehouse sums every variant until one is chosen, then shows that variant', async () => {
    const store = await loaded();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.warehouseStock).toEqual([{ warehouseId: 1, name: 'İstanbul', quantity: 4 }, { warehouseId: 2, name: 'Ankara', quantity: 2 }]);
    store.selectBarcode(73);
    expect(store.warehouseStock).toEqual([{ warehouseId: 1, name: 'İstanbul', quantity: 1 }, { warehouseId: 2, name: 'Ankara', quantity: 0 }]);
  });

  it('asks for related products only when the related row asks, once per product answer', async () => {
    // Each answer a new object, as from the API.
    const api = fakeApi(async () => ({ product: { ...SHOE } }));
    const relations = jest.spyOn(api, 'productRelations');
    const store = new ProductDetailStore(api);
    await store.load(SHOE.id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(relations).not.toHaveBeenCalled();
    await store.loadRelated();
    await store.loadRelated();
    expect(relations).toHaveBeenCalledTimes(1);
    expect(store.related.map((item) => item.id)).toEqual([8, 9]);
    await store.load(SHOE.id); // the currency or language changed: a new answer, asked again
    await store.loadRelated();
    expect(relations).toHaveBeenCalledTimes(2);
  });

  it('a 404 is not found, another failure an error with the server message', async () => {
    const missing = new ProductDetailStore(fakeApi(async () => { throw new ApiError(404, 'Product not found'); }));
    await missing.load(5);
    expect(missing.notFound).toBe(true);
    expect(missing.error).toBeNull();
    const failing = new ProductDetailStore(fakeApi(async () => { throw new ApiError(502, 'Ağ geçidi yanıt vermedi'); }));
    await failing.load(5);
    expect(failing.error).toBe('Ağ geçidi yanıt vermedi');
    expect(failing.loading).toBe(false);
  });

  it('a product preloaded from its route is taken over by the page once: no second request, a later load asks again', async () => {
    let calls = 0;
    const store = new ProductDetailStore(fakeApi(async () => { calls += 1; return { product: SHOE }; }));
    void store.preload(SHOE.id);
    await store.loadForPage(SHOE.id);
    expect(calls).toBe(1);
    expect(store.product?.id).toBe(SHOE.id);
    await store.loadForPage(SHOE.id); // a currency or language change reads it again
    expect(calls).toBe(2);
  });

  it('a preload for another product is not taken over', async () => {
    const asked: number[] = [];
    const store = new ProductDetailStore(fakeApi(async () => ({ product: SHOE })));
    const api = (store as unknown as { api: CatalogueApi }).api;
    const getProduct = api.getProduct;
    api.getProduct = (payload) => { asked.push(payload.productId); return getProduct(payload); };
    void store.preload(99);
    await store.loadForPage(SHOE.id);
    expect(asked).toEqual([99, SHOE.id]);
    expect(store.product?.id).toBe(SHOE.id);
  });

  it('S3.03 another colour of the model keeps the shown product until its answer lands, then keeps the chosen size', async () => {
    const colours = [{ id: 7, name: 'Siyah', routePath: SHOE.routePath }, { id: 8, name: 'Mavi', routePath: '/kosu-ayakkabisi-mavi-p-8' }];
    const blue: Product = { ...SHOE, id: 8, routePath: colours[1].routePath, colours, barcodes: SHOE.barcodes.map((barcode) => ({ ...barcode, id: barcode.id + 10 })),
      stocksByBarcode: SHOE.stocksByBarcode.map((stock) => ({ ...stock, barcodeId: stock.barcodeId + 10 })) };
    const answers = new Map<number, Product>([[7, { ...SHOE, colours }], [8, blue]]);
    let release: () => void = () => undefined;
    const api = fakeApi(() => Promise.resolve({ product: answers.get(7)! }));
    const store = new ProductDetailStore(api);
    await store.load(7);
    store.selectBarcode(73);
    api.getProduct = ({ productId }: { productId: number }) => new Promise((resolve) => { release = () => resolve({ isSuccess: true, product: answers.get(productId)! }); });
    const switching = store.preload(8);
    expect(store.product?.id).toBe(7);
    expect(store.shows(8)).toBe(true);
    release();
    await switching;
    expect(store.product?.id).toBe(8);
    expect(store.selectedBarcodeId).toBe(83);
    expect(store.shows(99)).toBe(false);
  });

  it('S2.05 a language change shows no product of the old language: the page waits for the new one, the old answer on its way is dropped, the size stays chosen', async () => {
    const english: Product = { ...SHOE, name: 'Running Shoe', routePath: '/en/running-shoe-p-7' };
    const api = fakeApi(async () => ({ product: SHOE }));
    const store = new ProductDetailStore(api);
    await store.load(SHOE.id);
    store.selectBarcode(73);
    let releaseTurkish: () => void = () => undefined;
    api.getProduct = () => new Promise((resolve) => { releaseTurkish = () => resolve({ isSuccess: true, product: SHOE }); });
    const reloadingInTurkish = store.load(SHOE.id); // a currency change, say, just before the switch
    store.languageChanged();
    expect(store.product).toBeNull();
    expect(store.shows(SHOE.id)).toBe(false);
    api.getProduct = async () => ({ isSuccess: true, product: english });
    await store.load(SHOE.id);
    releaseTurkish();
    await reloadingInTurkish;
    expect(store.product?.name).toBe('Running Shoe');
    expect(store.selectedBarcodeId).toBe(73);
  });
});
