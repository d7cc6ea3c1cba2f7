import { refundNotice } from './refund-notice';

describe('refundNotice (issue 32 item 8, S3.14 Cancel, S7.33 cancel and guest cancel)', () => {
  it('a refunded card payment goes back to the card, said alike in Turkish and English', () => {
    expect(refundNotice({ paymentType: 1, status: 'refunded' }, 'tr', '1.250 ₺')).toBe('1.250 ₺ tutarındaki ödemeniz kartınıza iade edildi. Bankanıza göre hesabınıza yansıması birkaç iş günü sürebilir.');
    expect(refundNotice({ paymentType: 1, status: 'refunded' }, 'en', '$12.50')).toBe('$12.50 has been refunded to your card. Depending on your bank, it may take a few working days to show.');
  });

  it('a pay-later order paid by card goes back to the card; the wallet to the wallet; a transfer the way it came', () => {
    expect(refundNotice({ paymentType: 9, status: 'refunded', cardLastFour: '1111' }, 'tr', '10 ₺')).toMatch(/kartınıza iade edildi/);
    expect(refundNotice({ paymentType: 10, status: 'refunded' }, 'en', '$1')).toBe('$1 has been refunded to your wallet.');
    expect(refundNotice({ paymentType: 2, status: 'refunded' }, 'tr', '10 ₺')).toBe('10 ₺ tutarındaki ödemeniz, ödediğiniz yolla size iade edilir.');
  });

  it('a voided payment took no money; a payment still held says nothing', () => {
    expect(refundNotice({ paymentType: 2, status: 'voided' }, 'tr', '10 ₺')).toBe('Bu sipariş için sizden ödeme alınmadı.');
    expect(refundNotice({ paymentType: 1, status: 'captured' }, 'tr', '10 ₺')).toBeNull();
    expect(refundNotice({ paymentType: 2, status: 'waiting' }, 'en', '$1')).toBeNull();
  });
});
