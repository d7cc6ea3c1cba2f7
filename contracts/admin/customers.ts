import type { OrderStatus } from '../enums.js';
import type { ReturnStatus } from '../order/order-return.js';
import type { MessageAuthor } from '../member/member-messages.js';

/** Customers and their messages in the operator console (issue 30 item 4). Money in minor units. */

/** A member or a guest record (guests are the e-mails that ordered without an account). */
export type CustomerKind = 'member' | 'guest';

/** One customer as the console's list shows it (GET /admin/api/customers). */
export interface AdminCustomerRow {
  id: number;
  kind: CustomerKind;
  email: string;
  name: string;
  phone?: string;
  orderCount: number;
  /** ISO 8601: when the membership (or guest record) began. */
  createdAt: string;
}

/** Money in one currency. */
export interface AdminMoney {
  amount: number;
  currency: string;
  currencyDecimals: number;
}

/** A customer's page (GET /admin/api/customers/{id}). */
export interface AdminCustomer extends AdminCustomerRow {
  orders: ({ id: number; number: string; status: OrderStatus; createdAt: string } & AdminMoney)[];
  returns: ({ id: number; orderNumber: string; status: ReturnStatus; createdAt: string } & AdminMoney)[];
  addresses: { id: number; title: string; name: string; phone: string; description: string; postalCode?: string }[];
  stockAlarms: { productId: number; productName: string; stockBarcodeId: number; createdAt: string; notifiedAt?: string }[];
  priceAlarms: ({ productId: number; productName: string; createdAt: string; notifiedAt?: string } & AdminMoney)[];
  /** Vitrin Club: points earned and still pending. */
  club: { points: number; pendingPoints: number; level: string };
  /** Store credit per currency, with the currency's id for a credit. */
  wallet: ({ currencyId: number } & AdminMoney)[];
  /** The wallet's latest changes, newest first. */
  walletEntries: ({ note: string; createdAt: string } & AdminMoney)[];
  consents: { email: boolean; emailAt?: string; sms: boolean; smsAt?: string; newsletter?: string };
  /** The shop's assigned segments, each with whether this customer is in it. */
  segments: { code: string; name: string; assigned: boolean; since?: string }[];
  messages: AdminMessageRow[];
}

/** POST /admin/api/customers/{id}/wallet-credit: owner only. */
export interface WalletCreditPayload {
  currencyId: number;
  /** Minor units, at least 1. */
  amount: number;
  /** Why: kept in the wallet's ledger and the audit log. */
  reason: string;
}

/** PUT|DELETE /admin/api/customers/{id}/segments/{code}: owner and support. */

/** A member's message thread as the console lists it (GET /admin/api/customer-messages). */
export interface AdminMessageRow {
  id: number;
  customerId: number;
  customerEmail: string;
  customerName: string;
  subject: string;
  preview: string;
  /** The shop's answer is the latest message. */
  answered: boolean;
  messageCount: number;
  createdAt: string;
  lastMessageAt: string;
}

/** One thread with its messages (GET /admin/api/customer-messages/{id}). */
export interface AdminMessageThread extends AdminMessageRow {
  messages: { id: number; author: MessageAuthor; text: string; createdAt: string }[];
}

/** POST /admin/api/customer-messages/{id}/answer. */
export interface AnswerMessagePayload {
  text: string;
}
