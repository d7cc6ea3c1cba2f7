import { Injectable } from '@nestjs/common';
import { OrderStatus, PaymentType, type Culture } from '../../../../contracts/enums.js';
import type { Queryable } from '../db/database.js';

/** An order as a status change needs it. */
export interface LifecycleOrder {
  id: number;
  docNo: string;
  memberId: number;
  isGuest: boolean;
  email: string;
  status: OrderStatus;
  culture: Culture;
  deliveredAt: Date | null;
}

/** The SQL of order status changes that the order repository does not already run. */
@Injectable()
export class OrderLifecycleRepository {
  /** The order, its row locked until the transaction ends (every change of one order waits for the one before). */
  async lock(tx: Queryable, docNo: string): Promise<LifecycleOrder | undefined> {
    const [row] = await tx.query<Record<string, unknown>>(
      'SELECT id, doc_no, member_id, is_guest, email, status, culture, delivered_at FROM orders WHERE doc_no = $1 FOR UPDATE', [docNo]);
    return row && {
      id: Number(row.id), docNo: String(row.doc_no), memberId: Number(row.member_id), isGuest: row.is_guest === true, email: String(row.email),
      status: Number(row.status) as OrderStatus, culture: row.culture === 'en' ? 'en' : 'tr',
      deliveredAt: row.delivered_at ? new Date(row.delivered_at as string | Date) : null,
    };
  }

  /** Moves the order to `status`; Delivered also starts the return window. */
  async setStatus(tx: Queryable, orderId: number, status: OrderStatus, delivered: boolean): Promise<void> {
    await tx.query('UPDATE orders SET status = $2, updated_at = now(), delivered_at = CASE WHEN $3 THEN now() ELSE delivered_at END WHERE id = $1', [orderId, status, delivered]);
  }

  /** The carrier's tracking number of an order leaving the shop. */
  async setTrackingNumber(tx: Queryable, orderId: number, trackingNumber: string): Promise<void> {
    await tx.query('UPDATE orders SET tracking_number = $2 WHERE id = $1', [orderId, trackingNumber]);
  }

  /** Pay-later orders still unpaid after their due date, oldest first. */
  async overduePayLater(db: Queryable, now: Date): Promise<string[]> {
    const rows = await db.query<{ doc_no: string }>(
      `SELECT o.doc_no FROM orders o JOIN payment p ON p.order_id = o.id
        WHERE o.status = $1 AND p.payment_type = $2 AND p.status = 'waiting' AND p.due_at < $3 ORDER BY o.id`,
      [OrderStatus.Waiting, PaymentType.PayLater, now]);
    return rows.map((row) => row.doc_no);
  }

  /** The cart the member follows now (their hub events go to it); undefined without one. */
  async memberCart(db: Queryable, memberId: number): Promise<number | undefined> {
    const [row] = await db.query<{ cart_id: number | null }>('SELECT cart_id FROM member WHERE id = $1', [memberId]);
    return row?.cart_id ? Number(row.cart_id) : undefined;
  }
}
