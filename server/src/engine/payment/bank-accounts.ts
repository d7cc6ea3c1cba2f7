import type { BankAccount } from '../../../../contracts/payment/entities.js';

const HOLDER = 'Vitrin Elektronik Ticaret A.Ş.';

/**
 * The shop's accounts for payment by bank transfer (spec §7 Payment: get banks), each in one
 * currency: a USD order sent to a lira account would be converted by the banks and arrive short.
 * IBANs pass the mod-97 check. A branch is its place and code, a name in every language; the pages
 * and mails label it (Şube / Branch), so an English page reads no Turkish "Şubesi" (issue 32 item 14).
 */
export const BANK_ACCOUNTS: readonly BankAccount[] = [
  { bankName: 'Garanti BBVA', branch: 'Kadıköy (0403)', accountHolder: HOLDER, iban: 'TR36 0006 2000 0040 6290 0012 34', currencyCode: 'TRY' },
  { bankName: 'Türkiye İş Bankası', branch: 'Levent (1135)', accountHolder: HOLDER, iban: 'TR53 0006 4000 0001 1350 0056 78', currencyCode: 'TRY' },
  { bankName: 'Garanti BBVA', branch: 'Kadıköy (0403)', accountHolder: HOLDER, iban: 'TR27 0006 2000 0040 6290 0012 99', currencyCode: 'USD' },
  { bankName: 'Türkiye İş Bankası', branch: 'Levent (1135)', accountHolder: HOLDER, iban: 'TR98 0006 4000 0001 1350 0099 12', currencyCode: 'EUR' },
];

/** The currency whose accounts are given when the shop holds none in the asked one. */
const HOME_CURRENCY = 'TRY';

/** The accounts a transfer in `currencyCode` goes to (issue 32 item 6): that currency's, else the lira ones. */
export function bankAccountsFor(currencyCode: string): BankAccount[] {
  const own = BANK_ACCOUNTS.filter((account) => account.currencyCode === currencyCode);
  return own.length ? own : BANK_ACCOUNTS.filter((account) => account.currencyCode === HOME_CURRENCY);
}
