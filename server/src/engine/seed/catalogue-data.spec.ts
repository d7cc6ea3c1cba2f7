import { BRANDS } from './brands.js';
import { buildCatalogueTree } from './category-tree.js';
import { buildBanners, buildMenu, LEGAL_LINKS_CONTAINER } from './content.js';
import { isValidEan13 } from './ean13.js';
import { generateProducts } from './product-generator.js';
import { productKind, TREE } from './product-plan.js';

const TURKISH = /[çğıİöşüÇĞÖŞÜ]/;
const products = generateProducts(1, 2000);

describe('demo catalogue data', () => {
  it('is the same on every generation, and chunking does not change it', () => {
    expect(generateProducts(1, 2000)).toEqual(products);
    const chunked = [generateProducts(1, 777), generateProducts(778, 2000)];
    expect(chunked.flatMap((part) => part.products)).toEqual(products.products);
    expect(chunked.flatMap((part) => part.barcodes)).toEqual(products.barcodes);
  });

  it('has exactly the asked products with unique skus, routes and barcodes', () => {
    expect(products.products.map((product) => product.id)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
    for (const values of [
      products.products.map((product) => product.sku),
      products.products.map((product) => product.routePath[0]),
      products.products.map((product) => product.routePath[1]),
      products.barcodes.map((barcode) => barcode.barcode),
      products.barcodes.map((barcode) => barcode.id),
    ]) expect(new Set(values).size).toBe(values.length);
    expect(products.barcodes).toHaveEvery((barcode) => isValidEan13(barcode.barcode));
  });

  it('routes are ASCII slugs of the names in both languages', () => {
    for (const product of products.products) {
      expect(product.routePath[0]).toMatch(new RegExp(`^/[a-z0-9-]+-p-${product.id}$`));
      expect(product.routePath[1]).toMatch(new RegExp(`^/en/[a-z0-9-]+-p-${product.id}$`));
    }
  });

  it('writes correct Turkish in tr texts and none in en texts of watches', () => {
    const trText = products.products.map((product) => `${product.name[0]} ${product.description[0]}`).join(' ');
    for (const word of ['Çelik Kordonlu', 'Kol Saati', 'Işıklı', 'Şık', 'Kadın', 'Su Geçirmez', 'kolay iade']) expect(trText).toContain(word);
    // issue 32 item 3: no description promises free shipping; the cart's rule decides it.
    expect(`${trText} ${products.products.map((product) => product.description[1]).join(' ')}`).not.toMatch(/ücretsiz kargo|kargo bedava|free shipping/i);
    expect(trText).not.toMatch(/Isikli|Sik |Celik|Kadin/);
    const watches = products.products.filter((product) => productKind(product.id) === 'watch');
    // Brand names are proper nouns and keep their letters in English too.
    expect(watches.filter((product) => TURKISH.test(product.name[1].replace(BRANDS[product.brandId - 1].name, ''))).length).toBe(0);
    expect(products.products).toHaveEvery((product) => product.name[0] !== product.name[1]);
  });

  it('is about half watches', () => {
    const share = products.products.filter((product) => productKind(product.id) === 'watch').length / 2000;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  it('groups colour variants of one model under one group code', () => {
    const groups = new Map<string, Set<string>>();
    for (const product of products.products) groups.set(product.groupCode, (groups.get(product.groupCode) ?? new Set()).add(product.code));
    expect(groups.size).toBeLessThan(2000 * 0.8);
    expect([...groups.values()].some((codes) => codes.size >= 3)).toBe(true);
  });

  it('has sold-out products, sold-out sizes, discounts, zero prices, unapproved and shelved-off products', () => {
    const list = products.products;
    const soldOut = list.filter((product) => product.stockTotal === 0).length / list.length;
    expect(soldOut).toBeGreaterThan(0.05);
    expect(soldOut).toBeLessThan(0.12);
    const stockByBarcode = new Map<number, number>();
    for (const stock of products.stocks) stockByBarcode.set(stock.barcodeId, (stockByBarcode.get(stock.barcodeId) ?? 0) + stock.quantity);
    const partly = list.filter((product) => {
      const sizes = products.barcodes.filter((barcode) => barcode.productId === product.id);
      return product.stockTotal > 0 && sizes.some((barcode) => stockByBarcode.get(barcode.id) === 0);
    });
    expect(partly.length).toBeGreaterThan(0);
    const tryPrices = products.prices.filter((price) => price.currencyId === 1);
    const discounted = tryPrices.filter((price) => price.discountRate > 0).length / tryPrices.length;
    expect(discounted).toBeGreaterThan(0.18);
    expect(discounted).toBeLessThan(0.32);
    expect(tryPrices.filter((price) => price.salesPrice === 0).length).toBeGreaterThan(5);
    expect(list.filter((product) => !product.isApproved).length).toBeGreaterThan(20);
    expect(list.filter((product) => !product.isOnShelf).length).toBeGreaterThan(20);
  });

  it('keeps prices consistent: base >= sales, the stored rate, USD and EUR below TRY', () => {
    const byProduct = new Map<number, Map<number, { basePrice: number; salesPrice: number }>>();
    for (const price of products.prices) {
      expect(price.basePrice).toBeGreaterThanOrEqual(price.salesPrice);
      expect(price.discountRate).toBe(price.basePrice ? Math.round(((price.basePrice - price.salesPrice) / price.basePrice) * 100) : 0);
      byProduct.set(price.productId, (byProduct.get(price.productId) ?? new Map()).set(price.currencyId, price));
    }
    for (const prices of byProduct.values()) {
      expect(prices.size).toBe(3);
      if (prices.get(1)!.basePrice > 0) expect(prices.get(2)!.basePrice).toBeLessThan(prices.get(1)!.basePrice);
    }
    const watchPrices = products.prices.filter((price) => price.currencyId === 1 && price.basePrice > 0 && productKind(price.productId) === 'watch');
    expect(Math.min(...watchPrices.map((price) => price.basePrice))).toBeGreaterThanOrEqual(40_000);
    expect(Math.max(...watchPrices.map((price) => price.basePrice))).toBeLessThanOrEqual(6_000_000);
  });

  it('files every product under one default leaf, gives it images and watch attributes', () => {
    const leafIds = new Set(TREE.leaves.map((leaf) => leaf.id));
    const defaults = products.categories.filter((category) => category.isDefault);
    expect(defaults).toHaveLength(2000);
    expect(defaults).toHaveEvery((category) => leafIds.has(category.categoryId));
    const firstImages = products.documents.filter((document) => document.isDefault);
    expect(firstImages).toHaveLength(2000);
    expect(firstImages).toHaveEvery((document) => document.filePath === `/media/products/${document.productId}-1.svg`);
    const watch = products.products.find((product) => productKind(product.id) === 'watch')!;
    const codes = products.attributes.filter((attribute) => attribute.productId === watch.id).map((attribute) => attribute.code);
    expect(codes).toEqual(expect.arrayContaining(['attr_color', 'attr_dial', 'attr_case_size', 'attr_water_resistance', 'attr_mechanism']));
  });

  it('sells clothes and shoes in several sizes', () => {
    const sizes = new Set(products.barcodes.map((barcode) => barcode.size));
    for (const size of ['S', 'M', 'L', '38', '42']) expect(sizes).toContain(size);
  });
});

describe('category tree, brands and content', () => {
  const tree = buildCatalogueTree();

  it('is at least three levels deep with consistent paths and ASCII slugs', () => {
    expect(Math.max(...tree.categories.map((category) => category.depth))).toBeGreaterThanOrEqual(3);
    const byId = new Map(tree.categories.map((category) => [category.id, category]));
    for (const category of tree.categories) {
      expect(category.path[category.path.length - 1]).toBe(category.id);
      expect(category.path.length).toBe(category.depth);
      if (category.parentId !== null) expect(category.path.slice(0, -1)).toEqual(byId.get(category.parentId)!.path);
      expect(category.slug.join(' ')).toMatch(/^[a-z0-9-]+ [a-z0-9-]+$/);
    }
    const mens = tree.categories.find((category) => category.name[0] === 'Erkek Saat')!;
    expect(mens.routePath).toEqual([`/saat/erkek-saat-c-${mens.id}`, `/en/watches/mens-watches-c-${mens.id}`]);
    const leaf = tree.categories.find((category) => category.name[0] === 'Erkek Kol Saati')!;
    expect(leaf.routePath[0]).toBe(`/saat/erkek-saat/erkek-kol-saati-c-${leaf.id}`);
  });

  it('has watches with four sub-categories, at least six other top categories and category 62', () => {
    const tops = tree.categories.filter((category) => category.parentId === null);
    expect(tops[0].name).toEqual(['Saat', 'Watches']);
    expect(tree.categories.filter((category) => category.parentId === 1).map((category) => category.name[0]))
      .toEqual(['Erkek Saat', 'Kadın Saat', 'Akıllı Saat', 'Klasik Saat']);
    expect(tops.length - 1).toBeGreaterThanOrEqual(6);
    expect(tree.categories.some((category) => category.id === 62)).toBe(true);
    expect(new Set(tree.categories.map((category) => category.id)).size).toBe(tree.categories.length);
  });

  it('has at least 30 brands with unique names', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(BRANDS.map((brand) => brand.name)).size).toBe(BRANDS.length);
  });

  it('fills the banner containers the storefront reads', () => {
    const banners = buildBanners();
    const inContainer = (id: number) => banners.filter((banner) => banner.containerIds.includes(id));
    expect(inContainer(1).length).toBeGreaterThanOrEqual(3);
    expect(inContainer(13)).toHaveLength(4);
    expect(inContainer(14).length).toBeGreaterThanOrEqual(4);
    expect(inContainer(LEGAL_LINKS_CONTAINER)).toHaveEvery((banner) => banner.tagIds.includes(9));
    const [popular] = inContainer(10);
    const [tr, en] = popular.extension as [{ ButtonSetListLocalized: { Link: string }[] }, { ButtonSetListLocalized: { Link: string }[] }];
    expect(tr.ButtonSetListLocalized.length).toBeGreaterThanOrEqual(6);
    expect(en.ButtonSetListLocalized).toHaveEvery((item) => item.Link.startsWith('/en/search?q='));
    expect(new Set(banners.map((banner) => banner.key)).size).toBe(banners.length);
  });

  it('builds the mega-menu with the special top-level keys and three levels of categories', () => {
    const menu = buildMenu();
    const tops = menu.filter((item) => item.parentId === null).map((item) => item.key);
    expect(tops[0]).toBe('Menu LeftColumn');
    expect(tops[tops.length - 1]).toBe('Mobile Menu');
    const watches = menu.find((item) => item.key === 'category-1')!;
    const child = menu.find((item) => item.parentId === watches.id)!;
    expect(menu.some((item) => item.parentId === child.id)).toBe(true);
  });
});
