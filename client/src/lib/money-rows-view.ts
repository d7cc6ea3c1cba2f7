import { writeMoneyRows, type MoneyRow, type MoneyRows, type WrittenMoneyRows } from '../../../contracts/cart/money-rows';
import type { MessageKey } from '../i18n/tr';

/** The lines, rows and total of a cart or an order as a page shows them (issue 32 items 1, 2 and 4). */
export type MoneyRowsView<T> = WrittenMoneyRows<T>;

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const LABELS: Record<Exclude<MoneyRow['kind'], 'campaign'>, MessageKey> = {
  subtotal: 'cart.subtotal', coupon: 'cart.discount', shipping: 'cart.shipping', payAtDoorFee: 'money.payAtDoorFee',
  interest: 'money.interest', cardPoints: 'money.cardPoints', other: 'money.other',
};

/**
 * The page's view of `money` (contracts/cart/money-rows.ts) in the page's language, amounts
 * written by `write` (minor units); `campaignName` names a campaign row where the page knows the
 * name (a cart does, an order keeps only the id).
 */
export function moneyRowsView<T>(money: MoneyRows<T>, write: (minor: number) => string, t: Translate, campaignName?: (id: number | undefined) => string | undefined): MoneyRowsView<T> {
  const label = (row: MoneyRow) => {
    if (row.kind !== 'campaign') return t(LABELS[row.kind]);
    const name = campaignName?.(row.campaignId);
    return name ? t('cart.campaign', { name }) : t('money.campaign');
  };
  return writeMoneyRows(money, write, label, t('cart.freeShipping'));
}
