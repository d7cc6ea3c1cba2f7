import type { Culture } from '../../../../contracts/enums.js';
import type { ProductListItem, StockTypeValue } from '../../../../contracts/product/entities.js';
import { PRODUCT_FIELDS, type ProductField } from '../../../../contracts/product/payloads.js';
import type { AttributeRow, BarcodeRow, DocumentRow, ProductRow, StockRow } from './product.repository.js';

/** Minor units (kuruş, cent) to the major-unit number the API answers, two decimals. */
export const toMajor = (minor: number | null | undefined) => Math.round(Number(minor ?? 0)) / 100;

const groupBy = <T extends { product_id: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.product_id);
    if (list) list.push(row); else groups.set(row.product_id, [row]);
  }
  return groups;
};

export interface ProductParts {
  documents?: DocumentRow[];
  attributes?: AttributeRow[];
  barcodes?: BarcodeRow[];
  stocks?: StockRow[];
  categories?: Map<number, ProductListItem['categories']>;
}

const SIZE = { tr: 'Beden', en: 'Size' };
const COLOUR = { tr: 'Renk', en: 'Colour' };

/** Builds the answered products from rows, keeping only the fields asked for (S3.06). */
export function mapProducts(
  rows: ProductRow[], parts: ProductParts, fields: ReadonlySet<ProductField>, culture: Culture, currencyId: number,
  documentFilter: (document: DocumentRow) => boolean = () => true,
): ProductListItem[] {
  const en = culture === 'en';
  const documents = groupBy(parts.documents ?? []);
  const attributes = groupBy(parts.attributes ?? []);
  const barcodes = groupBy(parts.barcodes ?? []);
  const stocks = groupBy(parts.stocks ?? []);
  return rows.map((row) => {
    const item: ProductListItem = { id: row.id };
    if (fields.has('Name')) item.name = en ? row.name_en : row.name_tr;
    if (fields.has('ShortName')) item.shortName = en ? row.short_name_en : row.short_name_tr;
    if (fields.has('Code')) item.code = row.code;
    if (fields.has('SKU')) item.sku = row.sku;
    if (fields.has('HsCode')) item.hsCode = row.hs_code;
    if (fields.has('SalesPrice')) {
      item.salesPrice = toMajor(row.sales_price);
      item.basePrice = toMajor(row.base_price);
      item.currencyId = currencyId;
    }
    if (fields.has('DiscountRate')) item.discountRate = row.discount_rate ?? 0;
    if (fields.has('Brand')) item.brand = { id: row.brand_id, name: row.brand_name };
    if (fields.has('RoutePath')) {
      item.routePath = en ? row.route_path_en : row.route_path_tr;
      item.routeDescription = en ? row.description_en : row.description_tr;
    }
    if (fields.has('ScopeTypeId')) item.scopeTypeId = row.scope_type_id;
    if (fields.has('IsApproved')) item.isApproved = row.is_approved;
    if (fields.has('Types')) item.types = [{ id: row.product_type_id, name: en ? row.type_name_en : row.type_name_tr }];
    if (fields.has('Documents')) {
      item.documents = (documents.get(row.id) ?? []).filter(documentFilter).map((document) => ({
        documentType: document.document_type, isDefault: document.is_default, filePath: document.file_path, name: document.name,
      }));
    }
    if (fields.has('Attributes')) {
      item.attributes = (attributes.get(row.id) ?? []).map((attribute) => ({
        integrationCode: attribute.integration_code,
        name: en ? attribute.name_en : attribute.name_tr,
        attributeValues: [{ value: en ? attribute.value_en : attribute.value_tr }],
      }));
    }
    if (fields.has('Barcodes')) {
      item.barcodes = (barcodes.get(row.id) ?? []).map((barcode) => {
        const values: StockTypeValue[] = [];
        if (barcode.size) values.push({ typeCode: 'size', typeName: SIZE[culture], name: barcode.size });
        const colour = en ? barcode.color_en : barcode.color_tr;
        if (colour) values.push({ typeCode: 'color', typeName: COLOUR[culture], name: colour });
        return { id: barcode.id, barcode: barcode.barcode, stockTypeValues: values };
      });
    }
    if (fields.has('StocksByBarcode')) {
      item.stocksByBarcode = (stocks.get(row.id) ?? []).map((stock) => ({ barcodeId: stock.barcode_id, warehouseId: stock.warehouse_id, quantity: stock.quantity }));
    }
    if (fields.has('Categories')) item.categories = parts.categories?.get(row.id) ?? [];
    // Not a list field (S3.06): answered only when every field is.
    if (fields.size === PRODUCT_FIELDS.length) item.extensionData = row.extension_data;
    return item;
  });
}
