import { productInputOf, slugOf } from './product-record';

describe('issue 29 item 4: the product form\'s values as the products route takes them', () => {
  it('fills what a person may leave empty as the import does', () => {
    const input = productInputOf({
      sku: ' KOL-1 ', name: { tr: 'Işıklı Çelik Saat', en: 'Lit Steel Watch' }, brandId: 3, productTypeId: 2, categoryIds: [57, 12], published: true,
      variants: [{ barcode: '869001', size: '', colour: { tr: 'Siyah', en: 'Black' }, stock: [{ warehouseId: 1, quantity: 4 }] }, { barcode: '869002', size: 'M', colour: { tr: '', en: '' }, stock: [] }],
      prices: [{ currencyId: 1, salesPrice: 129990, basePrice: null }, { currencyId: 2, salesPrice: 4000, basePrice: 5000 }],
    });
    expect(input).toEqual({
      sku: 'KOL-1', code: 'KOL-1', groupCode: 'KOL-1',
      name: { tr: 'Işıklı Çelik Saat', en: 'Lit Steel Watch' }, shortName: { tr: 'Işıklı Çelik Saat', en: 'Lit Steel Watch' }, description: { tr: '', en: '' },
      brandId: 3, productTypeId: 2, categoryIds: [57, 12], defaultCategoryId: 57, hsCode: '', attributes: [],
      seo: { tr: { title: '', description: '', slug: 'isikli-celik-saat' }, en: { title: '', description: '', slug: 'lit-steel-watch' } },
      published: true,
      variants: [
        { barcode: '869001', size: null, colour: { tr: 'Siyah', en: 'Black' }, stock: [{ warehouseId: 1, quantity: 4 }] },
        { barcode: '869002', size: 'M', colour: null, stock: [] },
      ],
      prices: [{ currencyId: 1, salesPrice: 129990, basePrice: 129990 }, { currencyId: 2, salesPrice: 4000, basePrice: 5000 }],
    });
  });

  it('keeps what was given: the id, a chosen default category, a written slug', () => {
    const input = productInputOf({ id: 7, sku: 'A', code: 'A-1', name: { tr: 'a', en: 'a' }, categoryIds: [4, 5], defaultCategoryId: 5, seo: { tr: { title: 'T', description: 'D', slug: 'kendi-adresi' }, en: { title: '', description: '', slug: '' } } });
    expect(input).toMatchObject({ id: 7, code: 'A-1', groupCode: 'A-1', defaultCategoryId: 5, seo: { tr: { title: 'T', description: 'D', slug: 'kendi-adresi' }, en: { slug: 'a' } } });
  });

  it('makes slugs of Turkish names', () => {
    expect(slugOf('Ğüşiöç IŞIK Men\'s  Saat!')).toBe('gusioc-isik-mens-saat');
  });
});
