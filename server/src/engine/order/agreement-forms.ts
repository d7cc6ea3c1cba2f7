/**
 * The pre-information form and the distance sales agreement (spec §7 Shopping cart gateway:
 * pre-information and sales agreement forms), filled from the merchant's templates. Every value
 * that comes from a shopper or a product is escaped; the templates are the merchant's own HTML.
 */
import type { Agreements } from '../../../../contracts/order/documents.js';
import type { OrderAddress } from '../../../../contracts/order/entities.js';
import { PaymentType, type Culture } from '../../../../contracts/enums.js';
import { escapeHtml } from '../../common/escape-html.js';
import type { CurrencyFormat } from '../currency/currency.repository.js';
import { formatMinorMoney } from '../../../../contracts/currency/money-format.js';
import { SELLER } from './seller.js';
import type { MoneyRows, WrittenMoneyRows } from '../../../../contracts/cart/money-rows.js';
import { TOTAL_LABEL, writeOrderRows } from './order-money.js';
import { shopDateTime } from '../../../../contracts/site/shop-dates.js';
import { formatPhone } from '../../../../contracts/member/phone-format.js';

/** A line as the agreements name it; its amounts are the money rows' (list price × quantity, tax included). */
export interface AgreementLine {
  name: string;
  size?: string | null;
}

/** Everything the agreements say about one purchase. */
export interface AgreementData {
  culture: Culture;
  currency: CurrencyFormat;
  buyerEmail: string;
  shippingAddress: OrderAddress;
  invoiceAddress: OrderAddress;
  /**
   * The lines and the rows under them (contracts/cart/money-rows.ts): the same as the checkout
   * shows before the shopper commits and the order, its mail and invoice after (issue 32 items 1, 2).
   */
  money: MoneyRows<AgreementLine>;
  shipper: string;
  /** Minor units. */
  shipmentFee: number;
  paymentType: PaymentType;
  date: Date;
}

export interface AgreementTemplates {
  preInformation: string;
  salesAgreement: string;
}

const PAYMENT_NAMES: Record<Culture, Partial<Record<number, string>>> = {
  tr: { [PaymentType.CreditCard]: 'Kredi kartı', [PaymentType.BankTransfer]: 'Havale / EFT', [PaymentType.FreeOfCharge]: 'Ücretsiz', [PaymentType.PayAtDoor]: 'Kapıda ödeme', [PaymentType.PayLater]: 'Sonra öde', [PaymentType.Wallet]: 'Cüzdan' },
  en: { [PaymentType.CreditCard]: 'Credit card', [PaymentType.BankTransfer]: 'Bank transfer', [PaymentType.FreeOfCharge]: 'Free of charge', [PaymentType.PayAtDoor]: 'Pay at door', [PaymentType.PayLater]: 'Pay later', [PaymentType.Wallet]: 'Wallet' },
};

const HEADINGS = {
  tr: { product: 'Ürün', quantity: 'Adet', unitPrice: 'Birim fiyat', total: 'Tutar' },
  en: { product: 'Product', quantity: 'Quantity', unitPrice: 'Unit price', total: 'Amount' },
} as const;

/** One line of an address, as a label reads it. */
export function addressText(address: OrderAddress): string {
  return [address.description, `${address.countyName} / ${address.cityName}${address.postalCode ? ` ${address.postalCode}` : ''}`, formatPhone(address.mobilePhone)].filter(Boolean).join(', ');
}

export const paymentName = (culture: Culture, paymentType: number): string => PAYMENT_NAMES[culture][paymentType] ?? String(paymentType);

/** A date in the shop's zone (S1.06), long form with the time (Turkish long form for tr). */
export const longDate = (date: Date, culture: Culture): string => shopDateTime(date, culture);

function linesTable(data: AgreementData, written: WrittenMoneyRows<AgreementLine>): string {
  const h = HEADINGS[data.culture];
  const rows = written.lines.map((line) => `<tr><td>${escapeHtml(line.item.name)}${line.item.size ? ` (${escapeHtml(line.item.size)})` : ''}</td><td>${line.quantity}</td><td>${escapeHtml(line.unit)}</td><td>${escapeHtml(line.amount)}</td></tr>`);
  return `<table><thead><tr><th scope="col">${h.product}</th><th scope="col">${h.quantity}</th><th scope="col">${h.unitPrice}</th><th scope="col">${h.total}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function totalsTable(data: AgreementData, written: WrittenMoneyRows<AgreementLine>): string {
  const rows = [...written.rows, { label: TOTAL_LABEL[data.culture], amount: written.total }];
  return `<table>${rows.map((row) => `<tr><th scope="row">${escapeHtml(row.label)}</th><td>${escapeHtml(row.amount)}</td></tr>`).join('')}</table>`;
}

/** Both agreements, filled: {{name}} placeholders the templates do not know stay as they are. */
export function fillAgreements(templates: AgreementTemplates, data: AgreementData): Agreements {
  const money = (minor: number) => formatMinorMoney(minor, data.currency, data.culture);
  const written = writeOrderRows(data.money, data.culture, data.currency);
  const text = (value: string) => escapeHtml(value);
  const values: Record<string, string> = {
    seller: text(`${SELLER.name}, ${SELLER.address}, ${formatPhone(SELLER.phone)}, ${SELLER.email}, ${SELLER.taxOffice}`),
    buyerName: text(`${data.shippingAddress.name} ${data.shippingAddress.surname}`),
    buyerEmail: text(data.buyerEmail),
    shippingAddress: text(`${data.shippingAddress.name} ${data.shippingAddress.surname}, ${addressText(data.shippingAddress)}`),
    invoiceAddress: text(`${data.invoiceAddress.name} ${data.invoiceAddress.surname}, ${addressText(data.invoiceAddress)}`),
    lines: linesTable(data, written),
    totals: totalsTable(data, written),
    shipper: text(data.shipper),
    shipmentFee: text(money(data.shipmentFee)),
    total: text(written.total),
    paymentType: text(paymentName(data.culture, data.paymentType)),
    date: text(longDate(data.date, data.culture)),
  };
  const fill = (template: string) => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return { preInformation: fill(templates.preInformation), salesAgreement: fill(templates.salesAgreement) };
}
