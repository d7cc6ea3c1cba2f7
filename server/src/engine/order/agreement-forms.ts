/**
 * The pre-information form and the distance sales agreement (spec §7 Shopping cart gateway:
 * pre-information and sales agreement forms), filled from the merchant's templates. Every value
 * that comes from a shopper or a product is escaped; the templates are the merchant's own HTML.
 */
import type { Agreements } from '../../../../contracts/order/documents.js';
import type { OrderAddress } from '../../../../contracts/order/entities.js';
import { CartTotalType, PaymentType, type Culture } from '../../../../contracts/enums.js';
import { escapeHtml } from '../../common/escape-html.js';
import type { CurrencyFormat } from '../currency/currency.repository.js';
import { formatMinorMoney } from '../../../../contracts/currency/money-format.js';
import { SELLER } from './seller.js';
import { shopDateTime } from '../../../../contracts/site/shop-dates.js';
import { formatPhone } from '../../../../contracts/member/phone-format.js';

/** A line as the agreements list it; amounts in minor units, tax included. */
export interface AgreementLine {
  name: string;
  size?: string;
  quantity: number;
  unitPrice: number;
  /** After campaigns and coupon. */
  total: number;
}

/** Everything the agreements say about one purchase. */
export interface AgreementData {
  culture: Culture;
  currency: CurrencyFormat;
  buyerEmail: string;
  shippingAddress: OrderAddress;
  invoiceAddress: OrderAddress;
  lines: AgreementLine[];
  shipper: string;
  shipmentFee: number;
  /** The totals by type id (minor units): Brut, Campaign, Discount, Commission, Tax, NetTotal. */
  totals: { typeId: CartTotalType; amount: number }[];
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

const TOTAL_LABELS: Record<Culture, Partial<Record<number, string>>> = {
  tr: {
    [CartTotalType.Brut]: 'Ara toplam', [CartTotalType.Campaign]: 'Kampanya indirimi', [CartTotalType.Discount]: 'Kupon indirimi',
    [CartTotalType.Commission]: 'Ek ücret (kapıda ödeme, vade farkı)', [CartTotalType.SitePoint]: 'Kart puanıyla ödenen', [CartTotalType.Tax]: 'KDV',
    [CartTotalType.NetTotal]: 'Toplam (KDV dahil)',
  },
  en: {
    [CartTotalType.Brut]: 'Subtotal', [CartTotalType.Campaign]: 'Campaign discount', [CartTotalType.Discount]: 'Coupon discount',
    [CartTotalType.Commission]: 'Fee (pay at door, instalment interest)', [CartTotalType.SitePoint]: 'Paid with card points', [CartTotalType.Tax]: 'VAT',
    [CartTotalType.NetTotal]: 'Total (VAT included)',
  },
};

const HEADINGS = {
  tr: { product: 'Ürün', quantity: 'Adet', unitPrice: 'Birim fiyat', total: 'Tutar', shipping: 'Kargo' },
  en: { product: 'Product', quantity: 'Quantity', unitPrice: 'Unit price', total: 'Amount', shipping: 'Shipping' },
} as const;

/** Totals that take off the amount: shown with a minus. */
export const DEDUCTIONS: ReadonlySet<number> = new Set([CartTotalType.Campaign, CartTotalType.Discount, CartTotalType.SitePoint]);

/** One line of an address, as a label reads it. */
export function addressText(address: OrderAddress): string {
  return [address.description, `${address.countyName} / ${address.cityName}${address.postalCode ? ` ${address.postalCode}` : ''}`, formatPhone(address.mobilePhone)].filter(Boolean).join(', ');
}

export const paymentName = (culture: Culture, paymentType: number): string => PAYMENT_NAMES[culture][paymentType] ?? String(paymentType);
export const totalLabel = (culture: Culture, typeId: number): string | undefined => TOTAL_LABELS[culture][typeId];

/** A date in the shop's zone (S1.06), long form with the time (Turkish long form for tr). */
export const longDate = (date: Date, culture: Culture): string => shopDateTime(date, culture);

function linesTable(data: AgreementData, money: (minor: number) => string): string {
  const h = HEADINGS[data.culture];
  const rows = data.lines.map((line) => `<tr><td>${escapeHtml(line.name)}${line.size ? ` (${escapeHtml(line.size)})` : ''}</td><td>${line.quantity}</td><td>${escapeHtml(money(line.unitPrice))}</td><td>${escapeHtml(money(line.total))}</td></tr>`);
  return `<table><thead><tr><th scope="col">${h.product}</th><th scope="col">${h.quantity}</th><th scope="col">${h.unitPrice}</th><th scope="col">${h.total}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function totalsTable(data: AgreementData, money: (minor: number) => string): string {
  const rows = data.totals.filter((entry) => totalLabel(data.culture, entry.typeId) && (entry.amount !== 0 || entry.typeId === CartTotalType.NetTotal)).map((entry) => {
    const sign = DEDUCTIONS.has(entry.typeId) ? '−' : '';
    return `<tr><th scope="row">${totalLabel(data.culture, entry.typeId)!}</th><td>${sign}${escapeHtml(money(entry.amount))}</td></tr>`;
  });
  const shipping = `<tr><th scope="row">${HEADINGS[data.culture].shipping}</th><td>${escapeHtml(money(data.shipmentFee))}</td></tr>`;
  return `<table>${[...rows.slice(0, -1), shipping, ...rows.slice(-1)].join('')}</table>`;
}

/** Both agreements, filled: {{name}} placeholders the templates do not know stay as they are. */
export function fillAgreements(templates: AgreementTemplates, data: AgreementData): Agreements {
  const money = (minor: number) => formatMinorMoney(minor, data.currency, data.culture);
  const text = (value: string) => escapeHtml(value);
  const values: Record<string, string> = {
    seller: text(`${SELLER.name}, ${SELLER.address}, ${formatPhone(SELLER.phone)}, ${SELLER.email}, ${SELLER.taxOffice}`),
    buyerName: text(`${data.shippingAddress.name} ${data.shippingAddress.surname}`),
    buyerEmail: text(data.buyerEmail),
    shippingAddress: text(`${data.shippingAddress.name} ${data.shippingAddress.surname}, ${addressText(data.shippingAddress)}`),
    invoiceAddress: text(`${data.invoiceAddress.name} ${data.invoiceAddress.surname}, ${addressText(data.invoiceAddress)}`),
    lines: linesTable(data, money),
    totals: totalsTable(data, money),
    shipper: text(data.shipper),
    shipmentFee: text(money(data.shipmentFee)),
    total: text(money(data.totals.find((entry) => entry.typeId === CartTotalType.NetTotal)?.amount ?? 0)),
    paymentType: text(paymentName(data.culture, data.paymentType)),
    date: text(longDate(data.date, data.culture)),
  };
  const fill = (template: string) => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return { preInformation: fill(templates.preInformation), salesAgreement: fill(templates.salesAgreement) };
}
