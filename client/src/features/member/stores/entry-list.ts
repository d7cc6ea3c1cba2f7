import { makeAutoObservable, runInAction } from 'mobx';
import type { MemberProductEntry } from '../../../../../contracts/member/entities';
import { Loadable } from '../../../lib/loadable';

export interface EntryListOptions<T extends MemberProductEntry> {
  read: () => Promise<T[]>;
  /** Absent: a list the member reads only (the collection). */
  remove?: (entry: T) => Promise<unknown>;
  /** Fallback message when a read fails without the server's own (S8.20). */
  failure: string;
  /** Tells entries of the same product apart (a stock alarm per size); the product id by default. */
  keyOf?: (entry: T) => string;
  /** The list as it is now, after each read and removal (the local wish-list follows the favourites). */
  changed?: (entries: readonly T[]) => void;
}

/** A member's product list (favourites, price alarms, stock alarms, the collection): read it, take entries off it. */
export class EntryList<T extends MemberProductEntry> {
  private readonly list: Loadable<T[]>;
  /** Keys of entries whose removal is on its way: their buttons wait. */
  readonly removing = new Set<string>();

  constructor(private readonly options: EntryListOptions<T>) {
    this.list = new Loadable<T[]>(options.failure);
    makeAutoObservable<EntryList<T>, 'list' | 'options'>(this, { list: false, options: false });
  }

  get entries(): readonly T[] { return this.list.data ?? []; }
  get loaded(): boolean { return this.list.loaded; }
  get loading(): boolean { return this.list.loading; }
  get error(): string | null { return this.list.error; }

  get removable(): boolean {
    return this.options.remove !== undefined;
  }

  keyOf(entry: T): string {
    return this.options.keyOf?.(entry) ?? String(entry.productId);
  }

  async load(): Promise<void> {
    const entries = await this.list.load(this.options.read);
    if (entries) this.options.changed?.(entries);
  }

  /** Takes `entry` off the list once the server has; a refusal leaves the list as it was and is thrown. */
  async remove(entry: T): Promise<void> {
    const { remove } = this.options;
    if (!remove) throw new Error('this list is read only');
    const key = this.keyOf(entry);
    this.removing.add(key);
    try {
      await remove(entry);
      runInAction(() => {
        const rest = this.entries.filter((candidate) => this.keyOf(candidate) !== key);
        this.list.set(rest);
        this.options.changed?.(rest);
      });
    } finally {
      runInAction(() => this.removing.delete(key));
    }
  }

  /** Names and prices are in the page's language and currency: read again on the next visit. */
  reset(): void {
    this.list.reset();
  }
}
