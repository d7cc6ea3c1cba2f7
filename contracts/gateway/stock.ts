/**
 * Gateway contract of stock and warehouses (spec §7 Product: GET stock availabilities by product
 * id and by stock barcode id; GET warehouses all and by id). Served under the product service.
 */
import type { StockAvailability, Warehouse } from '../catalogue/entities.js';

export const StockGatewayPaths = {
  /** GET {productId} → StockAvailabilitiesResult: every variant in every warehouse; 404 for an unknown product. */
  availabilitiesByProduct: 'product/api/stock/availabilities-by-product',
  /** GET {stockBarcodeId} → StockAvailabilitiesResult: one variant in every warehouse; 404 for an unknown barcode id. */
  availabilitiesByBarcode: 'product/api/stock/availabilities-by-barcode',
  /** GET → WarehouseListResult. */
  warehouses: 'product/api/warehouse/all',
  /** GET {id} → WarehouseResult; 404 for an unknown id. */
  warehouseById: 'product/api/warehouse',
} as const;

/** Rows in barcode order, then warehouse id. */
export interface StockAvailabilitiesResult { availabilities: StockAvailability[] }
export interface WarehouseListResult { warehouses: Warehouse[] }
export interface WarehouseResult { warehouse: Warehouse }
