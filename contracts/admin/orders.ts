import type { OrderStatus } from '../enums.js';

/** One order as the console's order list shows it (GET /admin/api/orders; read only in part 1). */
export interface AdminOrderRow {
  id: number;
  /** The order number the shopper sees (VTR-2026-...). */
  number: string;
  /** ISO 8601 time of placement. */
  createdAt: string;
  status: OrderStatus;
  /** What the shopper pays, in minor units of the currency (kuruş, cents). */
  total: number;
  currency: string;
  /** Minor digits of the currency (2 for TRY, 0 for JPY): the order list's staff may not read the currencies route. */
  currencyDecimals: number;
  customerEmail: string;
}
