import { TEST_CARDS } from '../../../../contracts/order/card';
import type { CardPointsResponse, InstallmentsResponse } from '../../../../contracts/payment/responses';
import type { CardPaymentApi } from './card-payment-api';
import { CardPaymentStore } from './card-payment-store';

const GARANTI: InstallmentsResponse = {
  isSuccess: true, currencyCode: 'TRY', bank: { bankCode: 'garanti', bankName: 'Garanti BBVA', cardFamily: 'Bonus', hasPoints: true }, points: 0,
  options: [{ count: 1, monthlyAmount: 100, totalAmount: 100, interestAmount: 0 }, { count: 3, monthlyAmount: 34.16, totalAmount: 102.5, interestAmount: 2.5 }],
};
/** Garanti's plans on 100 after 25 of points, as the server answers them. */
const GARANTI_AFTER_POINTS: InstallmentsResponse = {
  ...GARANTI, points: 25,
  options: [{ count: 1, monthlyAmount: 75, totalAmount: 75, interestAmount: 0 }, { count: 3, monthlyAmount: 25.6, totalAmount: 76.88, interestAmount: 1.88 }],
};
const UNKNOWN: InstallmentsResponse = { ...GARANTI, bank: { bankCode: 'unknown', bankName: '', cardFamily: '', hasPoints: false }, options: [GARANTI.options[0]] };
const POINTS: CardPointsResponse = { isSuccess: true, bank: GARANTI.bank, balance: 25, currencyCode: 'TRY' };

/** An API that records what was asked and answers by BIN. */
function fakeApi() {
  const asked: string[] = [];
  const api: CardPaymentApi = {
    installments: (bin, points = 0) => {
      asked.push(points ? `bin:${bin} points:${points}` : `bin:${bin}`);
      return Promise.resolve(bin !== '540036' ? UNKNOWN : points ? GARANTI_AFTER_POINTS : GARANTI);
    },
    cardPoints: (number) => { asked.push(`points:${number}`); return Promise.resolve(POINTS); },
    banks: () => Promise.resolve({ isSuccess: true, bankAccounts: [] }),
  };
  return { api, asked };
}

const settle = () => new Promise((resolve) => { setTimeout(resolve, 0); });

describe('CardPaymentStore (S7.32 installment options, S7.26 get credit card point)', () => {
  it('asks for the bank once per BIN, from the sixth digit on, and not for fewer digits', async () => {
    const { api, asked } = fakeApi();
    const store = new CardPaymentStore(api);
    store.cardNumberChanged('5400 3');
    store.cardNumberChanged('5400 36');
    store.cardNumberChanged('5400 3600');
    await settle();
    expect(asked).toEqual(['bin:540036']);
    expect(store.bank?.bankName).toBe('Garanti BBVA');
    expect(store.options.map((option) => option.count)).toEqual([1, 3]);
  });

  it('a chosen count goes into the placement; a count not offered is ignored; a new BIN starts again at a single payment', async () => {
    const { api } = fakeApi();
    const store = new CardPaymentStore(api);
    store.cardNumberChanged('540036');
    await settle();
    store.chooseInstallments(6);
    expect(store.choices).toEqual({});
    store.chooseInstallments(3);
    expect(store.choices).toEqual({ installmentCount: 3 });
    store.cardNumberChanged('411111');
    await settle();
    expect(store.installmentCount).toBe(1);
    expect(store.options).toHaveLength(1);
    expect(store.choices).toEqual({});
  });

  it('S3.27 bank point active: asks for points only for a complete valid number of a bank with points, also when the number is pasted at once; using them is on only while the card has a balance', async () => {
    const { api, asked } = fakeApi();
    const store = new CardPaymentStore(api);
    store.cardNumberChanged(TEST_CARDS.garantiBonus);
    await settle();
    await settle();
    expect(asked).toEqual(['bin:540036', `points:${TEST_CARDS.garantiBonus}`]);
    expect(store.pointsBalance).toBe(25);
    store.setUseCardPoints(true);
    expect(store.choices).toEqual({ useCardPoints: true });
    store.cardNumberChanged(TEST_CARDS.approved);
    await settle();
    expect(store.pointsBalance).toBe(0);
    store.setUseCardPoints(true);
    expect(store.choices).toEqual({});
  });
});

describe('CardPaymentStore as a component observes it', () => {
  it('the points balance shows once it arrives, after the bank was known from the first six digits', async () => {
    const { autorun } = await import('mobx');
    const { api } = fakeApi();
    const store = new CardPaymentStore(api);
    const seen: number[] = [];
    const stop = autorun(() => { seen.push(store.pointsBalance); });
    store.cardNumberChanged('540036');
    await settle();
    store.cardNumberChanged(TEST_CARDS.garantiBonus);
    await settle();
    stop();
    expect(seen.at(-1)).toBe(25);
  });
});

describe('CardPaymentStore: the card\'s costs as rows of the checkout\'s total (issue 32 item 1, S3.10)', () => {
  it('the chosen plan\'s interest and the points spent come from the server\'s plan on the total after the points, asked again when the points or the total change', async () => {
    const { api, asked } = fakeApi();
    const store = new CardPaymentStore(api);
    store.cartTotalChanged(100);
    store.cardNumberChanged(TEST_CARDS.garantiBonus);
    await settle();
    await settle();
    expect(store.choiceMoney).toEqual({ interest: 0, points: 0 });
    store.chooseInstallments(3);
    expect(store.choiceMoney).toEqual({ interest: 250, points: 0 });

    store.setUseCardPoints(true);
    // Until the plans on the total after the points are in, the checkout shows no card rows that would be wrong.
    expect(store.choiceMoney).toBeUndefined();
    await settle();
    expect(asked).toEqual(['bin:540036', `points:${TEST_CARDS.garantiBonus}`, 'bin:540036 points:25']);
    expect(store.choiceMoney).toEqual({ interest: 188, points: 2_500 });
    expect(store.installmentCount).toBe(3);
    // The agreement forms are filled for the same card, plan and points.
    expect(store.agreementChoice).toEqual({ binNumber: '540036', installmentCount: 3, points: 25 });

    // Another delivery changes the total: the plans are asked again, for the same card and points.
    store.cartTotalChanged(149.9);
    expect(store.choiceMoney).toBeUndefined();
    await settle();
    expect(asked.at(-1)).toBe('bin:540036 points:25');
    expect(asked).toHaveLength(4);
    expect(store.choiceMoney).toEqual({ interest: 188, points: 2_500 });
    // The same total again asks nothing.
    store.cartTotalChanged(149.9);
    expect(asked).toHaveLength(4);
  });
});
