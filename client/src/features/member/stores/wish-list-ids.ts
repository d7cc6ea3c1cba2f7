import { makeAutoObservable } from 'mobx';
import { clearWishList, readWishList, writeWishList } from '../wish-list';

/** The favourites' product ids as the page knows them (spec §3 wish-list), kept in local storage as they change. */
export class WishListIds {
  ids: readonly number[];

  constructor() {
    this.ids = readWishList();
    makeAutoObservable(this);
  }

  has(productId: number): boolean {
    return this.ids.includes(productId);
  }

  set(productIds: readonly number[]): void {
    this.ids = [...new Set(productIds)];
    writeWishList(this.ids);
  }

  /** Signed out: the page has no wish-list until the next member's favourites are read. */
  clear(): void {
    this.ids = [];
    clearWishList();
  }

  add(productId: number): void { this.set([...this.ids, productId]); }
  remove(productId: number): void { this.set(this.ids.filter((id) => id !== productId)); }
}
