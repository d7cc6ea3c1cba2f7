import { makeAutoObservable } from 'mobx';

/** A price alarm is per product, a stock alarm per product and size. */
export type AlarmKind = 'price' | 'stock';

const keyOf = (kind: AlarmKind, productId: number, stockBarcodeId?: number) => (kind === 'price' ? `price:${productId}` : `stock:${productId}:${stockBarcodeId ?? ''}`);

/**
 * The alarms the member has set, as the product page's alarm button shows them (pressed when set,
 * issue 32 item 15): filled from the alarm lists when they are read, and kept as alarms are set
 * and removed from the product page.
 */
export class AlarmSet {
  private keys = new Set<string>();
  /** Each kind's list has been read once: the set knows that kind's alarms. */
  private known = new Set<AlarmKind>();

  constructor() {
    makeAutoObservable(this);
  }

  has(kind: AlarmKind, productId: number, stockBarcodeId?: number): boolean {
    return this.keys.has(keyOf(kind, productId, stockBarcodeId));
  }

  knows(kind: AlarmKind): boolean {
    return this.known.has(kind);
  }

  /** The list of `kind` as the server has it now. */
  take(kind: AlarmKind, alarms: readonly { productId: number; stockBarcodeId?: number }[]): void {
    this.keys = new Set([...[...this.keys].filter((key) => !key.startsWith(`${kind}:`)), ...alarms.map((alarm) => keyOf(kind, alarm.productId, alarm.stockBarcodeId))]);
    this.known = new Set([...this.known, kind]);
  }

  set(kind: AlarmKind, productId: number, stockBarcodeId: number | undefined, on: boolean): void {
    const key = keyOf(kind, productId, stockBarcodeId);
    const keys = new Set(this.keys);
    if (on) keys.add(key); else keys.delete(key);
    this.keys = keys;
  }

  /** Signed out: nothing of the member's stays. */
  clear(): void {
    this.keys = new Set();
    this.known = new Set();
  }
}
