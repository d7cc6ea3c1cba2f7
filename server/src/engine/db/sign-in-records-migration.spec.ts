import type { Database } from './database.js';
import { migrate, readMigrations, type Migration } from './migrator.js';
import { IN_MEMORY, PgliteDatabase } from './pglite-database.js';

/**
 * Migration 0024 (issue 27 items 6 and 10) on a shop that already has members, guests and carts:
 * every member's and guest's cart gets a new id that no token issued before names (a visitor's
 * cart used to become the member's at sign-up), with its lines and choices; the old carts go.
 */
describe('migration 0024: sign-in records and member carts no earlier token names', () => {
  let db: Database;
  let later: Migration[];
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => (await db.query<T>(sql, params))[0];

  beforeAll(async () => {
    db = await PgliteDatabase.open(IN_MEMORY);
    const all = await readMigrations();
    await migrate(db, all.filter((migration) => migration.version < 24));
    later = all.filter((migration) => migration.version >= 24);
  }, 60_000);
  afterAll(async () => { await db?.close(); });

  it('gives members and guests new carts with their lines, coupon and gift note; the carts earlier tokens named are gone; a visitor\'s cart stays', async () => {
    const cart = async (giftNote: string | null) => (await one<{ id: number }>('INSERT INTO cart (gift_box, gift_note, coupon_code) VALUES ($1, $2, $3) RETURNING id', [giftNote !== null, giftNote, giftNote ? 'HOSGELDIN10' : null])).id;
    // A member whose cart was a visitor's (handed over at sign-up), a guest, and a visitor nobody signed in.
    const [handedOver, guestCart, visitorCart] = [await cart('İyi ki doğdun'), await cart(null), await cart(null)];
    const line = (cartId: number, barcode: number, quantity: number) => db.query('INSERT INTO cart_item (cart_id, product_id, stock_barcode_id, quantity, order_no) VALUES ($1, 1, $2, $3, 1)', [cartId, barcode, quantity]);
    await line(handedOver, 11, 2);
    await line(guestCart, 12, 1);
    await line(visitorCart, 13, 3);
    const member = async (email: string, isGuest: boolean, cartId: number) =>
      (await one<{ id: number }>('INSERT INTO member (email, is_guest, cart_id) VALUES ($1, $2, $3) RETURNING id', [email, isGuest, cartId])).id;
    const [memberId, guestId] = [await member('uye@example.com', false, handedOver), await member('misafir@example.com', true, guestCart)];
    await db.query("INSERT INTO revoked_token (token_id, expires_at) VALUES ('eski', now() + interval '1 day')");

    await migrate(db, later);

    const cartOf = async (id: number) => (await one<{ cart_id: number }>('SELECT cart_id FROM member WHERE id = $1', [id])).cart_id;
    const [memberCart, newGuestCart] = [await cartOf(memberId), await cartOf(guestId)];
    expect([memberCart, newGuestCart]).not.toContain(handedOver);
    expect(newGuestCart).not.toBe(guestCart);
    expect(memberCart).not.toBe(newGuestCart);
    expect(await db.query('SELECT stock_barcode_id, quantity FROM cart_item WHERE cart_id = $1', [memberCart])).toEqual([{ stock_barcode_id: 11, quantity: 2 }]);
    expect(await db.query('SELECT stock_barcode_id, quantity FROM cart_item WHERE cart_id = $1', [newGuestCart])).toEqual([{ stock_barcode_id: 12, quantity: 1 }]);
    expect(await one('SELECT gift_box, gift_note, coupon_code FROM cart WHERE id = $1', [memberCart])).toEqual({ gift_box: true, gift_note: 'İyi ki doğdun', coupon_code: 'HOSGELDIN10' });
    expect(await db.query('SELECT id FROM cart WHERE id IN ($1, $2)', [handedOver, guestCart])).toEqual([]);
    expect(await db.query('SELECT stock_barcode_id FROM cart_item WHERE cart_id = $1', [visitorCart])).toEqual([{ stock_barcode_id: 13 }]);
    expect(await db.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'cart' AND column_name IN ('rekeyed_for', 'retired')")).toEqual([]);
    expect(await db.query("SELECT table_name FROM information_schema.tables WHERE table_name IN ('revoked_token', 'sign_in') ORDER BY table_name")).toEqual([{ table_name: 'sign_in' }]);
  }, 30_000);
});
