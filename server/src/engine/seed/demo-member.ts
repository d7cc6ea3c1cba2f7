import type { Queryable } from '../db/database.js';
import { hashPassword } from '../member/password-hashing.js';
import { WalletRepository } from '../payment/wallet.repository.js';
import { CURRENCY } from './prices.js';

/**
 * The demo shop's member: signs in with a known password, is already activated, has an address
 * and store credit in every currency, so a shopper trying the demo sees the wallet payment work.
 * Seeded only under SEED_DEMO_MEMBERS, which production leaves off unless asked for (a known
 * password must never open a real shop's account).
 */
export const DEMO_MEMBER = {
  email: 'demo@vitrin.example',
  password: 'vitrin-demo-2026',
  name: 'Deniz',
  surname: 'Demir',
} as const;

/** The demo member's starting wallet, minor units per currency id: 20,000 ₺, 500 $ and 500 € (most demo products fit). */
export const DEMO_WALLET: Readonly<Record<number, number>> = { [CURRENCY.TRY]: 2_000_000, [CURRENCY.USD]: 50_000, [CURRENCY.EUR]: 50_000 };

export const DEMO_WALLET_NOTE = 'demo balance';

const DEMO_ADDRESS = { title: 'Ev', mobilePhone: '05321234567', cityId: 34, countyId: 34001, description: 'Moda Cad. No: 12 D: 3' };

/** The coupon made for the demo member alone (a member coupon the demo shows on /u/coupons). */
export const DEMO_MEMBER_COUPON = 'UYE25';

/**
 * The demo member's own coupon, made once for whichever id the demo member has (never a fixed
 * id: in a real shop's database member 1 is a real shopper), used once as every member coupon is.
 */
async function seedDemoCoupon(tx: Queryable, memberId: number): Promise<void> {
  await tx.query(
    `INSERT INTO coupon (code, name_tr, name_en, kind, percent, amounts, minimums, valid_from, valid_until, member_id, uses_per_shopper)
     VALUES ($1, 'Üyeye özel %25', 'Members'' 25% off', 'percent', 25, '{}', '{}', NULL, NULL, $2, 1) ON CONFLICT (code) DO NOTHING`,
    [DEMO_MEMBER_COUPON, memberId]);
}

/**
 * Seeds the demo member, its address, its wallet and its coupon once: when any member (even a
 * deleted one) already has the demo e-mail no member and no credit is written, so seeding again
 * never adds credit and a balance spent stays spent (its coupon is made when missing). Answers
 * the new member's id, or undefined when the member was there already.
 */
export async function seedDemoMember(tx: Queryable): Promise<number | undefined> {
  const [existing] = await tx.query<{ id: number }>('SELECT id FROM member WHERE email = $1 AND NOT is_guest ORDER BY id LIMIT 1', [DEMO_MEMBER.email]);
  if (existing) {
    await seedDemoCoupon(tx, Number(existing.id));
    return undefined;
  }
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO member (email, is_guest, password_hash, name, surname, mobile_phone, default_language, email_verified)
     VALUES ($1, false, $2, $3, $4, $5, 'tr', true) RETURNING id`,
    [DEMO_MEMBER.email, await hashPassword(DEMO_MEMBER.password), DEMO_MEMBER.name, DEMO_MEMBER.surname, DEMO_ADDRESS.mobilePhone]);
  const memberId = Number(row.id);
  await tx.query(
    `INSERT INTO member_address (member_id, title, name, surname, mobile_phone, city_id, county_id, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [memberId, DEMO_ADDRESS.title, DEMO_MEMBER.name, DEMO_MEMBER.surname, DEMO_ADDRESS.mobilePhone, DEMO_ADDRESS.cityId, DEMO_ADDRESS.countyId, DEMO_ADDRESS.description]);
  const wallet = new WalletRepository();
  for (const [currencyId, amount] of Object.entries(DEMO_WALLET)) await wallet.credit(tx, memberId, Number(currencyId), amount, null, DEMO_WALLET_NOTE);
  await seedDemoCoupon(tx, memberId);
  return memberId;
}
