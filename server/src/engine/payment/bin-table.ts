import { cardDigits } from '../../../../contracts/order/card.js';
import type { CardBank } from '../../../../contracts/payment/entities.js';

/**
 * Which bank issued a card, by its first six digits (the BIN), for the banks the shop has
 * instalment agreements with. A small table of the issuers' credit programmes, as a virtual POS
 * provider's BIN service would answer; any other card is "unknown" and pays in one go.
 */
const BANKS = {
  garanti: { bankName: 'Garanti BBVA', cardFamily: 'Bonus', hasPoints: true },
  isbank: { bankName: 'Türkiye İş Bankası', cardFamily: 'Maximum', hasPoints: true },
  yapikredi: { bankName: 'Yapı Kredi', cardFamily: 'World', hasPoints: true },
  akbank: { bankName: 'Akbank', cardFamily: 'Axess', hasPoints: true },
  // A debit card: no instalments, no points.
  ziraat: { bankName: 'Ziraat Bankası', cardFamily: 'Bankkart Combo', hasPoints: false },
} as const satisfies Record<string, Omit<CardBank, 'bankCode'>>;

export type BankCode = keyof typeof BANKS;

const BINS: Readonly<Record<string, BankCode>> = {
  540036: 'garanti', 554960: 'garanti', 479794: 'garanti',
  454359: 'isbank', 540667: 'isbank',
  545103: 'yapikredi', 450803: 'yapikredi',
  552608: 'akbank', 435508: 'akbank',
  444676: 'ziraat',
};

export const UNKNOWN_BANK: CardBank = { bankCode: 'unknown', bankName: '', cardFamily: '', hasPoints: false };

/** The bank of a card number or of its first digits (6 or more); unknown for fewer digits or a BIN not in the table. */
export function cardBankOf(numberOrBin: string): CardBank {
  const bin = cardDigits(numberOrBin).slice(0, 6);
  const code = /^\d{6}$/.test(bin) ? BINS[bin] : undefined;
  return code ? { bankCode: code, ...BANKS[code] } : UNKNOWN_BANK;
}
