import fc from 'fast-check';
import type { CatalogueRefs } from './catalogue-refs.js';
import { escapeFormula, fileColumns, moneyText, moneyValue, unescapeFormula } from './catalogue-file.js';
import { checkRows, readImportFile } from './catalogue-import.js';

const REFS: CatalogueRefs = {
  brands: new Map([[1, { id: 1, name: 'Casio' }]]),
  productTypes: new Map([[1, { id: 1, code: 'saat' }]]),
  categories: new Set([10, 11]),
  warehouses: new Map([[1, { id: 1, code: 'IST' }]]),
  currencies: new Map([[1, { id: 1, code: 'TRY', decimals: 2 }], [2, { id: 2, code: 'JPY', decimals: 0 }]]),
};

describe('the catalogue file (issue 29 item 5)', () => {
  it('writes money in major units with the currency\'s decimals and reads it back exactly', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(0, 2, 3), (minor, decimals) => {
      expect(moneyValue(moneyText(minor, decimals), decimals)).toBe(minor);
    }));
    expect([moneyText(12990, 2), moneyText(5, 2), moneyText(700, 0)]).toEqual(['129.90', '0.05', '700']);
    expect([moneyValue('12,5', 2), moneyValue('-3', 2), moneyValue('1.999', 2), moneyValue('1e3', 2), moneyValue('', 2)]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('escapes exactly the cells a spreadsheet runs as formulas, and unescaping undoes exactly that', () => {
    expect(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx', "'=x", "'a", 'a=b'].map(escapeFormula)).toEqual(["'=1+2", "'+1", "'-1", "'@SUM(A1)", "'\tx", "'\rx", "''=x", "'a", 'a=b']);
    fc.assert(fc.property(fc.string(), (cell) => { expect(unescapeFormula(escapeFormula(cell))).toBe(cell); }), { numRuns: 1000 });
  });

  it('reports every bad row of a file at once, with line and column', async () => {
    const header = fileColumns(REFS).join(',');
    const row = (cells: Record<string, string>) => fileColumns(REFS).map((column) => cells[column] ?? '').join(',');
    const good = { sku: 'A1', name_tr: 'Saat', name_en: 'Watch', brand: 'casio', product_type: 'saat', categories: '10|11', barcode: 'B1', 'price:TRY': '10.00', 'stock:IST': '2' };
    const file = await readImportFile(Buffer.from([header, row(good), row({ ...good, barcode: 'B2', 'stock:IST': 'x' }), row({ ...good, sku: 'A2', barcode: 'B3', brand: 'Seiko', 'price:JPY': '1.5' })].join('\n')), 'csv');
    const checked = await checkRows(file, REFS, () => true);
    expect(checked.errors).toEqual([
      { line: 3, column: 'stock:IST', reason: 'a whole number of units, 0 or more, not "x"' },
      { line: 4, column: 'brand', reason: 'unknown brand "Seiko"' },
      { line: 4, column: 'price:JPY', reason: 'a price in JPY with a dot and at most 0 decimals, 0 or more ("129.90"), not "1.5"' },
    ]);
    expect(checked.drafts.map(({ draft }) => [draft.sku, draft.brandId, draft.defaultCategoryId, draft.variants.length, draft.seo.tr.slug])).toEqual([['A1', 1, 10, 2, 'saat']]);
  });
});
