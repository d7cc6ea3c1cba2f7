import { useLocaleState } from 'ra-core';
import { ORDER_PAYMENT_STATES } from '../../../../../contracts/admin/orders';
import { ORDER_STATUS_NAMES } from '../../../../../contracts/order/order-status';

/** Payment types a shop takes (contracts/enums.ts PaymentType), named by the dictionaries' console.orders.paymentTypes. */
export const PAYMENT_TYPE_IDS = [1, 2, 3, 8, 9, 10] as const;

/** The order statuses in the console's language: the shopper's words (one list for shop, mails and console). */
export function useStatusNames(): Readonly<Record<number, string>> {
  const [locale] = useLocaleState();
  return ORDER_STATUS_NAMES[locale === 'en' ? 'en' : 'tr'];
}

/** Choices of a status select. */
export function useStatusChoices(only?: readonly number[]): { id: number; name: string }[] {
  const names = useStatusNames();
  return Object.entries(names).map(([id, name]) => ({ id: Number(id), name })).filter((choice) => !only || only.includes(choice.id));
}

export const paymentTypeChoices = PAYMENT_TYPE_IDS.map((id) => ({ id, name: `console.orders.paymentTypes.${id}` }));
export const paymentStateChoices = ORDER_PAYMENT_STATES.map((id) => ({ id, name: `console.orders.paymentStates.${id}` }));
