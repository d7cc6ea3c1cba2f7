import { Injectable } from '@nestjs/common';
import type { AcceptedAgreements } from '../../../../contracts/order/documents.js';
import type { OrderAddress, PickupStore } from '../../../../contracts/order/entities.js';
import type { Queryable } from '../db/database.js';
import { cityName, districtName } from '../address/address-places.js';
import { uniqueDocNo } from './doc-numbers.js';

/** The advisory lock space of order numbers being drawn (the migrator's lock has a key of its own). */
const DOC_NO_LOCK_SPACE = 27;

/** Units taken from one warehouse for one line. */
export interface StockTake {
  warehouseId: number;
  quantity: number;
}

export interface NewOrder {
  docNo: string;
  memberId: number;
  isGuest: boolean;
  email: string;
  currencyId: number;
  currencyCode: string;
  status: number;
  shippingAddress: OrderAddress;
  invoiceAddress: OrderAddress;
  shipmentOptionId: number;
  shipper: string;
  shipmentFee: number;
  paymentType: number;
  paymentProvider: string;
  paymentFee: number;
  couponCode: string | null;
  totals: unknown;
  netTotal: number;
  culture: string;
  /** Kept from the cart: the gift box and its note. */
  giftBox: boolean;
  giftNote: string | null;
  /** The store the order is picked up from, as it is now (a later edit of the store does not change the order). */
  pickupStore: PickupStore | null;
  /** Both forms as the shopper accepted them. */
  agreements: AcceptedAgreements;
  /** Set by placement, so the agreements' date and the order's are one instant. */
  createdAt: Date;
}

export interface NewOrderLine {
  productId: number;
  stockBarcodeId: number;
  barcode: string;
  name: string;
  size: string | null;
  quantity: number;
  unitPriceWithTax: number;
  unitPriceWithoutTax: number;
  totalWithTax: number;
  taxRate: number;
  takenFrom: StockTake[];
}

export interface NewPayment {
  amount: number;
  currencyId: number;
  paymentType: number;
  provider: string;
  status: string;
  cardLastFour: string | null;
  providerReference: string | null;
  /** 1 single payment, else the card's monthly instalments. */
  installmentCount: number;
  /** Pay later: the day it must be paid by. */
  dueAt: Date | null;
  /** The PaymentType the money came in by (refunds go back the same way); null while a pay-later order is unpaid. */
  paidBy: number | null;
}

/** An order row as reads and cancel need it. */
export interface OrderRow {
  id: number;
  docNo: string;
  memberId: number;
  /** Placed by a guest record (order tracking by number and e-mail serves only these). */
  isGuest: boolean;
  email: string;
  currencyId: number;
  currencyCode: string;
  exchangeRate: number;
  status: number;
  shippingAddress: OrderAddress;
  invoiceAddress: OrderAddress;
  shipper: string;
  shipmentFee: number;
  paymentType: number;
  paymentProvider: string;
  totals: unknown;
  netTotal: number;
  createdAt: Date;
  /** When it was delivered (the return window counts from it); null before. */
  deliveredAt: Date | null;
  shipmentOptionId: number;
  giftBox: boolean;
  giftNote: string | null;
  /** The agreements as accepted at placement (orders placed before they were kept have none). */
  agreements: AcceptedAgreements | null;
  /** Picked up at this store instead of shipped; null when shipped. */
  pickupStore: PickupStore | null;
  /** The carrier's tracking number staff gave when shipping it; null before. */
  trackingNumber: string | null;
}

const ORDER_COLUMNS = `id, doc_no, member_id, is_guest, email, currency_id, currency_code, exchange_rate, status, shipping_address, invoice_address, shipper, shipment_fee,
  payment_type, payment_provider, totals, net_total, created_at, delivered_at, shipment_option_id, gift_box, gift_note, agreements, pickup_store, tracking_number`;

function orderOf(row: Record<string, unknown>): OrderRow {
  return {
    id: Number(row.id), docNo: String(row.doc_no), memberId: Number(row.member_id), isGuest: row.is_guest === true, email: String(row.email), currencyId: Number(row.currency_id),
    currencyCode: String(row.currency_code), exchangeRate: Number(row.exchange_rate), status: Number(row.status),
    shippingAddress: row.shipping_address as OrderAddress, invoiceAddress: row.invoice_address as OrderAddress, shipper: String(row.shipper),
    shipmentFee: Number(row.shipment_fee), paymentType: Number(row.payment_type), paymentProvider: String(row.payment_provider), totals: row.totals,
    netTotal: Number(row.net_total), createdAt: new Date(row.created_at as string | Date),
    deliveredAt: row.delivered_at ? new Date(row.delivered_at as string | Date) : null,
    shipmentOptionId: Number(row.shipment_option_id), giftBox: Boolean(row.gift_box), giftNote: row.gift_note as string | null, agreements: row.agreements as AcceptedAgreements | null,
    pickupStore: (row.pickup_store as PickupStore | null) ?? null,
    trackingNumber: typeof row.tracking_number === 'string' ? row.tracking_number : null,
  };
}

/** An order line as written, with the units returned of it. */
export type OrderLineRow = NewOrderLine & { id: number; returnedQuantity: number };
export type PaymentRow = NewPayment & { id: number };
export interface OrderHistoryRow { status: number; note: string | null; at: Date }

function orderLineOf(row: Record<string, unknown>): OrderLineRow {
  return {
    id: Number(row.id), productId: Number(row.product_id), stockBarcodeId: Number(row.stock_barcode_id), barcode: String(row.barcode), name: String(row.name),
    size: row.size as string | null, quantity: Number(row.quantity), unitPriceWithTax: Number(row.unit_price_with_tax), unitPriceWithoutTax: Number(row.unit_price_without_tax),
    totalWithTax: Number(row.total_with_tax), taxRate: Number(row.tax_rate), takenFrom: row.taken_from as StockTake[], returnedQuantity: Number(row.returned_quantity),
  };
}

function paymentOf(row: Record<string, unknown>): PaymentRow {
  return {
    id: Number(row.id), amount: Number(row.amount), currencyId: Number(row.currency_id), paymentType: Number(row.payment_type), provider: String(row.provider),
    status: String(row.status), cardLastFour: row.card_last_four as string | null, providerReference: row.provider_reference as string | null,
    installmentCount: Number(row.installment_count ?? 1), dueAt: row.due_at ? new Date(row.due_at as string | Date) : null,
    paidBy: row.paid_by === null || row.paid_by === undefined ? null : Number(row.paid_by),
  };
}

/** A history row as the database answers it. */
type HistoryRecord = { status: number; note: string | null; created_at: string | Date };

const historyOf = (row: HistoryRecord): OrderHistoryRow => ({ status: Number(row.status), note: row.note, at: new Date(row.created_at) });

/** The only SQL of orders, payments and idempotency keys. Methods take the transaction they run in. */
@Injectable()
export class OrderRepository {
  /**
   * Claims an idempotency key for this request. false: the key is already held (on PostgreSQL a
   * concurrent holder is waited for; its answer is then read with storedKey).
   */
  async claimKey(tx: Queryable, scope: string, key: string, requestHash: string): Promise<boolean> {
    const rows = await tx.query('INSERT INTO idempotency_key (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key', [scope, key, requestHash]);
    return rows.length > 0;
  }

  async storedKey(tx: Queryable, scope: string, key: string): Promise<{ requestHash: string; answer: unknown } | undefined> {
    const [row] = await tx.query<{ request_hash: string; answer: unknown }>('SELECT request_hash, answer FROM idempotency_key WHERE scope = $1 AND key = $2', [scope, key]);
    return row && { requestHash: row.request_hash, answer: row.answer };
  }

  async storeAnswer(tx: Queryable, scope: string, key: string, orderId: number, answer: unknown): Promise<void> {
    await tx.query('UPDATE idempotency_key SET order_id = $3, answer = $4 WHERE scope = $1 AND key = $2', [scope, key, orderId, JSON.stringify(answer)]);
  }

  /** A key's state without an order yet: a card payment waiting for 3-D Secure, or the refusal it ended with. Never over an order. */
  async keepKeyState(tx: Queryable, scope: string, key: string, state: unknown): Promise<boolean> {
    const rows = await tx.query('UPDATE idempotency_key SET answer = $3 WHERE scope = $1 AND key = $2 AND order_id IS NULL RETURNING key', [scope, key, JSON.stringify(state)]);
    return rows.length > 0;
  }

  /** The scope of a guest's pay-later payment key (issue 32 item 5), or undefined. */
  async guestPayScope(db: Queryable, key: string, prefix: string): Promise<string | undefined> {
    const [row] = await db.query<{ scope: string }>("SELECT scope FROM idempotency_key WHERE key = $1 AND starts_with(scope, $2) LIMIT 1", [key, prefix]);
    return row?.scope;
  }

  /** The scope's newest key still holding a checkout payment that waits for 3-D Secure, started within `minutes` (issue 32 item 7). */
  async pendingChallenge(db: Queryable, scope: string, minutes: number): Promise<{ key: string; answer: unknown } | undefined> {
    const [row] = await db.query<{ key: string; answer: unknown }>(
      `SELECT key, answer FROM idempotency_key
        WHERE scope = $1 AND order_id IS NULL AND answer -> 'threeDSecure' IS NOT NULL AND created_at > now() - make_interval(mins => $2)
        ORDER BY created_at DESC LIMIT 1`, [scope, minutes]);
    return row && { key: row.key, answer: row.answer };
  }

  /** The key's state, its row locked until the transaction ends (one 3-D Secure callback at a time); undefined when there is no such key. */
  async lockKey(tx: Queryable, scope: string, key: string): Promise<unknown> {
    const [row] = await tx.query<{ answer: unknown }>('SELECT answer FROM idempotency_key WHERE scope = $1 AND key = $2 FOR UPDATE', [scope, key]);
    return row?.answer ?? undefined;
  }

  /** The member's own address as the order keeps it; undefined when it is not theirs. */
  async address(tx: Queryable, memberId: number, addressId: number): Promise<OrderAddress | undefined> {
    const [row] = await tx.query<Record<string, unknown>>(
      'SELECT title, name, surname, mobile_phone, city_id, county_id, postal_code, description FROM member_address WHERE id = $1 AND member_id = $2', [addressId, memberId]);
    if (!row) return undefined;
    const cityId = Number(row.city_id);
    return {
      title: String(row.title), name: String(row.name), surname: String(row.surname), mobilePhone: String(row.mobile_phone),
      cityName: cityName(cityId) ?? '', countyName: districtName(cityId, Number(row.county_id)) ?? '', description: String(row.description),
      ...(typeof row.postal_code === 'string' && row.postal_code ? { postalCode: row.postal_code } : {}), countryCode: 'TR',
    };
  }

  /** Barcode texts of the variants (the order line keeps the barcode as sold). */
  async barcodes(tx: Queryable, barcodeIds: number[]): Promise<Map<number, string>> {
    const rows = await tx.query<{ id: number; barcode: string }>('SELECT id, barcode FROM barcode WHERE id = ANY($1::int[])', [barcodeIds]);
    return new Map(rows.map((row) => [Number(row.id), row.barcode]));
  }

  /**
   * Takes `quantity` units of a variant, warehouse by warehouse, with the stock rows locked until
   * the transaction ends. undefined (nothing taken) when the variant has fewer units: stock never
   * goes below zero, however many placements run at once.
   */
  async takeStock(tx: Queryable, barcodeId: number, quantity: number): Promise<StockTake[] | undefined> {
    // One statement (issue 15: a placement's statements are its cost): the variant's stock rows are
    // locked in warehouse order, each gives what is still wanted after the warehouses before it,
    // and nothing is taken unless together they hold the whole quantity.
    const rows = await tx.query<{ warehouse_id: number; taken: number }>(
      `WITH locked AS (
         SELECT warehouse_id, quantity FROM stock WHERE barcode_id = $1 AND quantity > 0 ORDER BY warehouse_id FOR UPDATE),
       wanted AS (
         SELECT warehouse_id, LEAST(quantity, $2 - (sum(quantity) OVER (ORDER BY warehouse_id) - quantity)) AS taken, sum(quantity) OVER () AS available FROM locked)
       UPDATE stock s SET quantity = s.quantity - w.taken FROM wanted w
        WHERE s.barcode_id = $1 AND s.warehouse_id = w.warehouse_id AND w.taken > 0 AND w.available >= $2 AND s.quantity >= w.taken
       RETURNING s.warehouse_id, w.taken`, [barcodeId, quantity]);
    const takes = rows.map((row) => ({ warehouseId: Number(row.warehouse_id), quantity: Number(row.taken) })).sort((a, b) => a.warehouseId - b.warehouseId);
    // Short: the caller's transaction is rolled back, the rows taken with it.
    return takes.reduce((sum, take) => sum + take.quantity, 0) === quantity ? takes : undefined;
  }

  /** Puts units back where they were taken from (cancel). */
  async returnStock(tx: Queryable, barcodeId: number, takes: StockTake[]): Promise<void> {
    for (const take of [...takes].sort((a, b) => a.warehouseId - b.warehouseId)) {
      await tx.query(
        `INSERT INTO stock (barcode_id, warehouse_id, quantity) VALUES ($1, $2, $3)
         ON CONFLICT (barcode_id, warehouse_id) DO UPDATE SET quantity = stock.quantity + EXCLUDED.quantity`, [barcodeId, take.warehouseId, take.quantity]);
    }
  }

  /** A new order number no order has (doc-numbers.ts), held for this transaction. */
  nextDocNo(tx: Queryable, year: number): Promise<string> {
    return uniqueDocNo(year, (docNo) => this.claimDocNo(tx, docNo));
  }

  /**
   * True when no order has `docNo`, which is then held until the transaction ends: a placement
   * that drew the same number at the same moment waits for this one and then sees its order.
   */
  private async claimDocNo(tx: Queryable, docNo: string): Promise<boolean> {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [DOC_NO_LOCK_SPACE, docNo]);
    // A statement of its own: it must read after the lock is held.
    return (await tx.query('SELECT 1 FROM orders WHERE doc_no = $1', [docNo])).length === 0;
  }

  /** Writes the order; answers it as byId would read it back. */
  async insertOrder(tx: Queryable, order: NewOrder): Promise<OrderRow> {
    const [row] = await tx.query<Record<string, unknown>>(
      `INSERT INTO orders (doc_no, member_id, is_guest, email, currency_id, currency_code, status, shipping_address, invoice_address, shipment_option_id, shipper,
                           shipment_fee, payment_type, payment_provider, payment_fee, coupon_code, totals, net_total, culture, gift_box, gift_note, agreements, created_at,
                           pickup_store)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24) RETURNING ${ORDER_COLUMNS}`,
      [order.docNo, order.memberId, order.isGuest, order.email, order.currencyId, order.currencyCode, order.status, JSON.stringify(order.shippingAddress),
        JSON.stringify(order.invoiceAddress), order.shipmentOptionId, order.shipper, order.shipmentFee, order.paymentType, order.paymentProvider, order.paymentFee,
        order.couponCode, JSON.stringify(order.totals), order.netTotal, order.culture, order.giftBox, order.giftNote, JSON.stringify(order.agreements), order.createdAt,
        order.pickupStore && JSON.stringify(order.pickupStore)]);
    return orderOf(row);
  }

  /** Writes the order's lines in one statement; answers them as lines() would read them back. */
  async insertLines(tx: Queryable, orderId: number, lines: NewOrderLine[]): Promise<OrderLineRow[]> {
    if (!lines.length) return [];
    const COLUMNS = 12;
    const rows = await tx.query<Record<string, unknown>>(
      `INSERT INTO order_line (order_id, product_id, stock_barcode_id, barcode, name, size, quantity, unit_price_with_tax, unit_price_without_tax, total_with_tax, tax_rate, taken_from)
       VALUES ${lines.map((_, index) => `(${Array.from({ length: COLUMNS }, (__, column) => `$${index * COLUMNS + column + 1}`).join(', ')})`).join(', ')}
       RETURNING *, 0 AS returned_quantity`,
      lines.flatMap((line) => [orderId, line.productId, line.stockBarcodeId, line.barcode, line.name, line.size, line.quantity, line.unitPriceWithTax, line.unitPriceWithoutTax,
        line.totalWithTax, line.taxRate, JSON.stringify(line.takenFrom)]));
    return rows.map(orderLineOf).sort((a, b) => a.id - b.id);
  }

  /** Records a payment; answers it as payment() would read it back. */
  async insertPayment(tx: Queryable, orderId: number, payment: NewPayment): Promise<PaymentRow> {
    const [row] = await tx.query<Record<string, unknown>>(
      `INSERT INTO payment (order_id, amount, currency_id, payment_type, provider, status, card_last_four, provider_reference, installment_count, due_at, paid_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [orderId, payment.amount, payment.currencyId, payment.paymentType, payment.provider, payment.status, payment.cardLastFour, payment.providerReference,
        payment.installmentCount, payment.dueAt, payment.paidBy]);
    return paymentOf(row);
  }

  /** Adds a status to the order's history; answers the entry as history() reads it. */
  async addHistory(tx: Queryable, orderId: number, status: number, note: string | null): Promise<OrderHistoryRow> {
    const [row] = await tx.query<HistoryRecord>(
      'INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3) RETURNING status, note, created_at', [orderId, status, note]);
    return historyOf(row);
  }

  async setStatus(tx: Queryable, orderId: number, status: number): Promise<void> {
    await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1', [orderId, status]);
  }

  async byId(db: Queryable, id: number): Promise<OrderRow | undefined> {
    const [row] = await db.query(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [id]);
    return row && orderOf(row);
  }

  async byDocNo(db: Queryable, docNo: string, lock = false): Promise<OrderRow | undefined> {
    const [row] = await db.query(`SELECT ${ORDER_COLUMNS} FROM orders WHERE doc_no = $1${lock ? ' FOR UPDATE' : ''}`, [docNo]);
    return row && orderOf(row);
  }

  /** The order's lines; returnedQuantity counts units of every return but a rejected one. */
  async lines(db: Queryable, orderId: number): Promise<OrderLineRow[]> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT l.*, (SELECT COALESCE(sum(rl.quantity), 0)::int FROM order_return_line rl JOIN order_return r ON r.id = rl.return_id
                     WHERE rl.order_line_id = l.id AND r.status <> 'rejected') AS returned_quantity
         FROM order_line l WHERE l.order_id = $1 ORDER BY l.id`, [orderId]);
    return rows.map(orderLineOf);
  }

  async payment(db: Queryable, orderId: number): Promise<PaymentRow | undefined> {
    const [row] = await db.query<Record<string, unknown>>('SELECT * FROM payment WHERE order_id = $1 ORDER BY id DESC LIMIT 1', [orderId]);
    return row && paymentOf(row);
  }

  /** A pay-later order's money arrived, by card (its reference and last four digits) or from the wallet. */
  async payLaterPaid(tx: Queryable, paymentId: number, paidBy: number, card: { lastFour: string; providerReference: string } | null): Promise<void> {
    await tx.query("UPDATE payment SET status = 'captured', paid_by = $2, card_last_four = $3, provider_reference = $4, updated_at = now() WHERE id = $1",
      [paymentId, paidBy, card?.lastFour ?? null, card?.providerReference ?? null]);
  }

  async setPaymentStatus(tx: Queryable, paymentId: number, status: string): Promise<void> {
    await tx.query('UPDATE payment SET status = $2, updated_at = now() WHERE id = $1', [paymentId, status]);
  }

  async history(db: Queryable, orderId: number): Promise<OrderHistoryRow[]> {
    const rows = await db.query<HistoryRecord>(
      'SELECT status, note, created_at FROM order_status_history WHERE order_id = $1 ORDER BY id', [orderId]);
    return rows.map(historyOf);
  }

  /** The member's orders, newest first, and how many there are. */
  async ofMember(db: Queryable, memberId: number, limit: number, offset: number): Promise<{ rows: (OrderRow & { itemCount: number })[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      db.query<Record<string, unknown>>(
        `SELECT ${ORDER_COLUMNS}, (SELECT COALESCE(sum(quantity), 0)::int FROM order_line l WHERE l.order_id = orders.id) AS item_count
           FROM orders WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [memberId, limit, offset]),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE member_id = $1', [memberId]),
    ]);
    return { rows: rows.map((row) => ({ ...orderOf(row), itemCount: Number(row.item_count) })), total: Number(count.n) };
  }
}
