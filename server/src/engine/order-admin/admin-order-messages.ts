import type { Culture } from '../../../../contracts/enums.js';

/** What the console's order and payment routes answer, in the caller's language (Accept-Language). */
export const AdminOrderMessage = {
  notFound: { tr: 'Sipariş bulunamadı', en: 'No such order' },
  notWaitingTransfer: { tr: 'Bu sipariş ödemesi beklenen bir havale/EFT siparişi değil', en: 'This order is not a bank transfer waiting for its money' },
  owedRefundNotFound: { tr: 'Bekleyen iade bulunamadı', en: 'No such owed refund' },
  owedRefundDone: { tr: 'Bu iade banka tarafından zaten alındı', en: 'The bank has already taken this refund' },
  owedRefundBusy: { tr: 'Bu iade şu anda deneniyor; birazdan tekrar bakın', en: 'This refund is being tried right now; look again shortly' },
} as const satisfies Record<string, Record<Culture, string>>;
