import request from 'supertest';
import { ProductRequestFlags as F } from '../../contracts/enums.js';

/** A variant a shopper can put in the cart, with the units its barcode has in stock. */
export interface Variant {
  productId: number;
  stockBarcodeId: number;
  stock: number;
}

interface ListedProduct {
  id: number;
  barcodes: { id: number }[];
  stocksByBarcode: { barcodeId: number; quantity: number }[];
}

/** In-stock variants of the seeded catalogue with at least `minimumStock` units. */
export async function variantsInStock(url: string, minimumStock = 3): Promise<Variant[]> {
  const response = await request(url).post('/api/search-products')
    .send({ pageSize: 40, flags: F.Default | F.InStock, includes: ['Id', 'Barcodes', 'StocksByBarcode'] }).expect(200);
  return (response.body.products as ListedProduct[]).flatMap((product) => product.barcodes.map((barcode) => ({
    productId: product.id,
    stockBarcodeId: barcode.id,
    stock: product.stocksByBarcode.filter((stock) => stock.barcodeId === barcode.id).reduce((sum, stock) => sum + stock.quantity, 0),
  }))).filter((variant) => variant.stock >= minimumStock);
}

/** The environment_token cookie an answer set, as a Cookie header; undefined when it set none. */
export function environmentCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (response.headers['set-cookie'] ?? []) as string[];
  const cookie = cookies.find((value) => value.startsWith('environment_token='));
  return cookie?.split(';')[0];
}

/** The Set-Cookie line of the environment token. */
export function environmentSetCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  return ((response.headers['set-cookie'] ?? []) as string[]).find((value) => value.startsWith('environment_token='));
}
