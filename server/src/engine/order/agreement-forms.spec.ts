import { moneyRows } from '../../../../contracts/cart/money-rows.js';
import { PaymentType } from '../../../../contracts/enums.js';
import { fillAgreements, type AgreementData } from './agreement-forms.js';

const TRY = { code: 'TRY', symbol: '₺', symbolOnRight: true, decimals: 2 };
const ADDRESS = {
  title: 'Ev', name: 'Ayşe', surname: 'Işık', mobilePhone: '05321234567', cityName: 'İstanbul', countyName: 'Kadıköy', description: 'Moda Cad. No: 12', countryCode: 'TR',
};

function data(change: Partial<AgreementData> = {}): AgreementData {
  return {
    culture: 'tr', currency: TRY, buyerEmail: 'ayse@example.com', shippingAddress: ADDRESS, invoiceAddress: ADDRESS,
    money: moneyRows({ lines: [{ item: { name: 'Zamanex Şık Saat', size: '42 mm' }, unit: 125_050, quantity: 2 }], campaigns: [], coupon: 0, shipping: 12_990 }),
    shipper: 'Hızlı Kargo', shipmentFee: 12_990,
    paymentType: PaymentType.CreditCard, date: new Date('2026-11-26T10:00:00Z'), ...change,
  };
}

const TEMPLATES = { preInformation: '<p>{{buyerName}} · {{shipper}} · {{total}} · {{paymentType}} · {{date}}</p>{{lines}}{{totals}}{{unknown}}', salesAgreement: '<p>{{seller}}</p><p>{{shippingAddress}}</p>' };

describe('agreement forms (S7.32 pre-information and sales agreement forms)', () => {
  it('fills the placeholders from the purchase: buyer, shipper, money in the tr culture, payment, date in Turkish long form', () => {
    const { preInformation, salesAgreement } = fillAgreements(TEMPLATES, data());
    expect(preInformation).toContain('<p>Ayşe Işık · Hızlı Kargo · 2.630,90 ₺ · Kredi kartı · 26 Kasım 2026');
    expect(preInformation).toContain('<td>Zamanex Şık Saat (42 mm)</td><td>2</td><td>1.250,50 ₺</td><td>2.501 ₺</td>');
    expect(preInformation).toContain('<th scope="row">Kargo</th><td>129,90 ₺</td>');
    expect(preInformation).toContain('<th scope="row">Toplam (KDV dahil)</th><td>2.630,90 ₺</td>');
    // A placeholder the engine does not know stays visible rather than vanishing.
    expect(preInformation).toContain('{{unknown}}');
    expect(salesAgreement).toContain('Vitrin Elektronik Ticaret A.Ş.');
    // issue 32 item 4: the phone number written the one way.
    expect(salesAgreement).toContain('Ayşe Işık, Moda Cad. No: 12, Kadıköy / İstanbul, 0532 123 45 67');
  });

  it('escapes every value, and a value that looks like a placeholder is not filled again', () => {
    const hostile = { ...ADDRESS, name: '<script>alert(1)</script>', description: '{{lines}} & "x"' };
    const { preInformation, salesAgreement } = fillAgreements(TEMPLATES, data({ shippingAddress: hostile, money: moneyRows({ lines: [{ item: { name: '<b>Saat</b>' }, unit: 100, quantity: 1 }], campaigns: [], coupon: 0 }) }));
    expect(preInformation).not.toContain('<script>');
    expect(preInformation).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(preInformation).toContain('<td>&#60;b&#62;Saat&#60;/b&#62;</td>');
    expect(salesAgreement).toContain('{{lines}} &#38; &#34;x&#34;');
    expect(salesAgreement).not.toContain('<table>');
  });

  it('issue 32 items 1, 2 S7.32: lines at list price, the campaign, coupon and pay-at-door fee as rows of their own, adding up to the total', () => {
    const money = moneyRows({
      lines: [{ item: { name: 'Saat' }, unit: 1_267_990, quantity: 1 }], campaigns: [{ campaignId: 3, amount: 10_000 }], coupon: 5_000, shipping: 0, payAtDoorFee: 2_990,
    });
    const { preInformation } = fillAgreements(TEMPLATES, data({ money, paymentType: PaymentType.PayAtDoor }));
    expect(preInformation).toContain('<td>Saat</td><td>1</td><td>12.679,90 ₺</td><td>12.679,90 ₺</td>');
    expect(preInformation).toContain([
      ['Ara toplam', '12.679,90 ₺'], ['Kampanya indirimi', '−100 ₺'], ['Kupon indirimi', '−50 ₺'], ['Kargo', 'Ücretsiz'], ['Kapıda ödeme hizmet bedeli', '29,90 ₺'], ['Toplam (KDV dahil)', '12.559,80 ₺'],
    ].map(([label, amount]) => `<tr><th scope="row">${label}</th><td>${amount}</td></tr>`).join(''));
  });

  it('speaks English for en', () => {
    const { preInformation } = fillAgreements(TEMPLATES, data({ culture: 'en', paymentType: PaymentType.PayAtDoor }));
    expect(preInformation).toContain('Pay at door');
    expect(preInformation).toContain('26 November 2026');
    expect(preInformation).toContain('<th scope="col">Product</th>');
  });
});
