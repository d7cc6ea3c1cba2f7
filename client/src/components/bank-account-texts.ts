import { defineTexts, useFeatureT } from '../i18n/feature-texts';

/** The shop's bank accounts' words, wherever a transfer is to be paid (checkout, order summary, the member's order page, order tracking). */
export const BANK_ACCOUNT_TEXTS = defineTexts({
  tr: {
    heading: 'Banka hesaplarımız',
    intro: 'Tutarı aşağıdaki hesaplardan birine gönderin; açıklamaya sipariş numaranızı yazın.',
    accountHolder: 'Hesap sahibi',
    branch: 'Şube',
    iban: 'IBAN',
    currency: 'Hesap para birimi',
  },
  en: {
    heading: 'Our bank accounts',
    intro: 'Send the total to one of these accounts with your order number as the description.',
    accountHolder: 'Account holder',
    branch: 'Branch',
    iban: 'IBAN',
    currency: 'Account currency',
  },
});

export const useBankAccountT = () => useFeatureT(BANK_ACCOUNT_TEXTS);
