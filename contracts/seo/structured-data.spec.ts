import type { CategoryTreeNode } from '../catalogue/entities.js';
import { breadcrumbList, categoryCrumbs, productJsonLd } from './structured-data.js';

const node = (id: number, name: string, children: CategoryTreeNode[] = []): CategoryTreeNode =>
  ({ id, parentId: null, name, routePath: `/${name.toLowerCase()}-c-${id}`, depth: 1, order: id, childCategories: children });

describe('structured data', () => {
  it('Product JSON-LD has the offer price, currency and availability', () => {
    const json = productJsonLd({
      id: 1, name: 'Saat', sku: 'S1', code: 'C1', brand: { id: 1, name: 'Marka' }, routeDescription: 'Güzel', routePath: '/saat-p-1',
      salesPrice: 1234.5, documents: [{ documentType: 1, isDefault: true, filePath: '/media/products/1-1.svg', name: 'Saat' }],
      stocksByBarcode: [{ barcodeId: 100, warehouseId: 1, quantity: 0 }, { barcodeId: 100, warehouseId: 2, quantity: 3 }],
    }, { id: 1, code: 'TRY', name: 'Türk Lirası', symbol: '₺', symbolOnRight: true, decimals: 2 }, 'https://shop.example');
    expect(json).toMatchObject({
      '@type': 'Product', name: 'Saat', sku: 'S1', brand: { name: 'Marka' }, image: ['https://shop.example/media/products/1-1.svg'],
      offers: { price: '1234.50', priceCurrency: 'TRY', availability: 'https://schema.org/InStock', url: 'https://shop.example/saat-p-1' },
    });
  });

  it('sold out products are OutOfStock', () => {
    const json = productJsonLd({ id: 1, salesPrice: 5, stocksByBarcode: [{ barcodeId: 1, warehouseId: 1, quantity: 0 }] },
      { id: 2, code: 'USD', name: 'US Dollar', symbol: '$', symbolOnRight: false, decimals: 2 }, 'https://x') as { offers: { availability: string } };
    expect(json.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('breadcrumbs walk the tree from the top down to the category', () => {
    const tree = [node(1, 'Saat', [node(2, 'Erkek', [node(3, 'Kordon')])]), node(4, 'Ev')];
    expect(categoryCrumbs(tree, 3).map((crumb) => crumb.name)).toEqual(['Saat', 'Erkek', 'Kordon']);
    expect(categoryCrumbs(tree, 99)).toEqual([]);
    expect(breadcrumbList(categoryCrumbs(tree, 2), 'https://x')).toMatchObject({
      '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Saat', item: 'https://x/saat-c-1' }, { position: 2, name: 'Erkek' }],
    });
  });
});
