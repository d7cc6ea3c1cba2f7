import type { BankAccount } from '../../../../contracts/payment/entities.js';

/** The shop's accounts for payment by bank transfer (spec §7 Payment: get banks). IBANs pass the mod-97 check. */
export const BANK_ACCOUNTS: readonly BankAccount[] = [
  { bankName: 'Garanti BBVA', branch: 'Kadıköy Şubesi (0403)', accountHolder: 'Vitrin Elektronik Ticaret A.Ş.', iban: 'TR36 0006 2000 0040 6290 0012 34' },
  { bankName: 'Türkiye İş Bankası', branch: 'Levent Şubesi (1135)', accountHolder: 'Vitrin Elektronik Ticaret A.Ş.', iban: 'TR53 0006 4000 0001 1350 0056 78' },
];
