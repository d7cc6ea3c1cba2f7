import { makeAutoObservable } from 'mobx';
import { notify } from '../../components/notify';

/** Spec §9 compare limits and storage key (S9.01). */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;
export const COMPARE_STORAGE_KEY = 'compareProductIds';
/** §8: the fifth product (Turkish, as the spec names it) and fewer than two to compare. */
export const COMPARE_MAX_MESSAGE = 'En fazla 4 ürün karşılaştırılabilir.';
export const COMPARE_MIN_MESSAGE = 'Karşılaştırma için en az 2 ürün seçmelisiniz.';

/** Where the list is kept; window.localStorage in the browser. */
export type CompareStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): CompareStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings: the list lives in memory only
  }
}

/** Ids kept in storage: positive whole numbers, at most COMPARE_MAX, no repeats; anything else is dropped. */
export function parseCompareIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && (id as number) > 0))].slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

/**
 * The compare list (S3.01, S4.01, S5.01): at most four products; a fifth leaves the list as it
 * is and shows the error once, then clears it. Every change is written to local storage under
 * compareProductIds, which is read at start.
 */
export class CompareStore {
  productIds: number[] = [];
  error: string | null = null;

  constructor(private readonly storage: CompareStorage | undefined = browserStorage()) {
    makeAutoObservable<CompareStore, 'storage'>(this, { storage: false });
    this.setAll(parseCompareIds(storage?.getItem(COMPARE_STORAGE_KEY) ?? null));
  }

  has(productId: number): boolean {
    return this.productIds.includes(productId);
  }

  add(productId: number): boolean {
    if (this.has(productId)) return true;
    if (this.productIds.length >= COMPARE_MAX) {
      this.error = COMPARE_MAX_MESSAGE;
      void notify('error', COMPARE_MAX_MESSAGE);
      this.clearError();
      return false;
    }
    this.productIds = [...this.productIds, productId];
    this.write();
    return true;
  }

  remove(productId: number): void {
    this.productIds = this.productIds.filter((id) => id !== productId);
    this.write();
  }

  toggle(productId: number): void {
    if (this.has(productId)) this.remove(productId);
    else this.add(productId);
  }

  removeAll(): void {
    this.productIds = [];
    this.write();
  }

  /** The whole list at once (start-up, from storage): not written back. */
  setAll(productIds: number[]): void {
    this.productIds = productIds.slice(0, COMPARE_MAX);
  }

  clearError(): void {
    this.error = null;
  }

  /** Whether the shopper may open the comparison; tells why not (S5.01). */
  canCompare(): boolean {
    if (this.productIds.length >= COMPARE_MIN) return true;
    void notify('error', COMPARE_MIN_MESSAGE);
    return false;
  }

  private write(): void {
    try {
      this.storage?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(this.productIds));
    } catch {
      // a full or blocked storage keeps the list for this page only
    }
  }
}
