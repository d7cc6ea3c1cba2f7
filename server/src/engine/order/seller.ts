/** The shop as the agreements and invoices name it (the merchant's legal identity). */
export const SELLER = {
  name: 'Vitrin Elektronik Ticaret A.Ş.',
  address: 'Caferağa Mah. Moda Cad. No: 1, 34710 Kadıköy / İstanbul',
  phone: '0850 000 00 00',
  email: 'destek@vitrin.example',
  taxOffice: 'Kadıköy V.D. 0000000000',
} as const;
