import type { Culture } from '../../../../contracts/enums.js';
import type { OrderReason } from '../../../../contracts/order/order-return.js';

interface NamedReason {
  id: number;
  name: Record<Culture, string>;
  needsNote?: boolean;
}

/** Why a shopper cancels (spec §7 GET order cancel reasons). Ids are stable: history notes and forms keep them. */
export const CANCEL_REASONS: readonly NamedReason[] = [
  { id: 1, name: { tr: 'Vazgeçtim', en: 'I changed my mind' } },
  { id: 2, name: { tr: 'Yanlış ürün sipariş ettim', en: 'I ordered the wrong product' } },
  { id: 3, name: { tr: 'Teslimat süresi uzun', en: 'Delivery takes too long' } },
  { id: 4, name: { tr: 'Daha uygun fiyat buldum', en: 'I found a better price' } },
  { id: 5, name: { tr: 'Diğer', en: 'Other' }, needsNote: true },
];

/** Why a shopper sends goods back (spec §7 GET order return reasons). */
export const RETURN_REASONS: readonly NamedReason[] = [
  { id: 1, name: { tr: 'Ürün hasarlı veya kusurlu', en: 'The product is damaged or faulty' } },
  { id: 2, name: { tr: 'Yanlış ürün gönderildi', en: 'The wrong product was sent' } },
  { id: 3, name: { tr: 'Ürün açıklamaya uymuyor', en: 'The product is not as described' } },
  { id: 4, name: { tr: 'Beden veya ölçü uymadı', en: 'The size or fit is wrong' } },
  { id: 5, name: { tr: 'Vazgeçtim', en: 'I changed my mind' } },
  { id: 6, name: { tr: 'Diğer', en: 'Other' }, needsNote: true },
];

/** A list in one language. */
export const reasonsIn = (reasons: readonly NamedReason[], culture: Culture): OrderReason[] => reasons.map((reason) => ({ id: reason.id, name: reason.name[culture], ...(reason.needsNote ? { needsNote: true } : {}) }));

/** The reason of the list, undefined when the id is not on it. */
export const reasonOf = (reasons: readonly NamedReason[], id: number): NamedReason | undefined => reasons.find((reason) => reason.id === id);

/** The reason's name, undefined when the id is not on the list. */
export const reasonName = (reasons: readonly NamedReason[], id: number, culture: Culture): string | undefined => reasons.find((reason) => reason.id === id)?.name[culture];
