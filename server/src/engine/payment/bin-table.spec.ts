import { TEST_CARDS } from '../../../../contracts/order/card.js';
import { BANK_ACCOUNTS, bankAccountsFor } from './bank-accounts.js';
import { cardBankOf, UNKNOWN_BANK } from './bin-table.js';

describe('BIN table (S7.26 get banks, S7.32 installment options)', () => {
  it('tells the bank, card family and points from the first six digits, with or without spaces', () => {
    expect(cardBankOf('540036')).toEqual({ bankCode: 'garanti', bankName: 'Garanti BBVA', cardFamily: 'Bonus', hasPoints: true });
    expect(cardBankOf(TEST_CARDS.garantiBonus).bankCode).toBe('garanti');
    expect(cardBankOf('4543 5900 0000 0006')).toMatchObject({ bankName: 'Türkiye İş Bankası', cardFamily: 'Maximum', hasPoints: true });
    expect(cardBankOf('54510300')).toMatchObject({ bankName: 'Yapı Kredi', cardFamily: 'World' });
    expect(cardBankOf('552608')).toMatchObject({ bankName: 'Akbank', cardFamily: 'Axess' });
    expect(cardBankOf('444676')).toMatchObject({ bankName: 'Ziraat Bankası', hasPoints: false });
  });

  it('answers the unknown bank for other cards and for fewer than six digits', () => {
    for (const number of [TEST_CARDS.approved, TEST_CARDS.threeDSecure, '54003', '', 'abcdef']) expect(cardBankOf(number)).toEqual(UNKNOWN_BANK);
  });
});

describe('bank accounts for transfer (S7.26 get banks)', () => {
  it('has accounts whose IBANs pass the mod-97 check, each in one currency (issue 32 item 6)', () => {
    expect(BANK_ACCOUNTS.map((account) => account.currencyCode).sort()).toEqual(['EUR', 'TRY', 'TRY', 'USD']);
    for (const account of BANK_ACCOUNTS) {
      const iban = account.iban.replace(/\s/g, '');
      expect(iban).toMatch(/^TR\d{24}$/);
      const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
      expect(BigInt(digits) % 97n).toBe(1n);
      expect(account.bankName && account.branch && account.accountHolder).toBeTruthy();
      // Issue 32 item 14: a branch is a place and a code, read on English pages too ("Kadıköy Şubesi" was Turkish there).
      expect(account.branch).toMatch(/^[\p{L} ]+ \(\d{4}\)$/u);
      expect(account.branch).not.toMatch(/şube/i);
    }
  });

  it('gives the accounts of the order\'s currency, and the lira ones for a currency the shop holds none in (issue 32 item 6)', () => {
    expect(bankAccountsFor('USD').map((account) => account.currencyCode)).toEqual(['USD']);
    expect(bankAccountsFor('EUR').map((account) => account.currencyCode)).toEqual(['EUR']);
    expect(bankAccountsFor('TRY')).toHaveLength(2);
    expect(bankAccountsFor('GBP')).toEqual(bankAccountsFor('TRY'));
  });
});
