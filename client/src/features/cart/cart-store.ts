import { makeAutoObservable } from 'mobx';

/** The shopper's cart. For now it holds the item count the header badge shows (S2.15); the cart issue fills it. */
export class CartStore {
  itemCount = 0;

  constructor() {
    makeAutoObservable(this);
  }

  setItemCount(count: number) {
    this.itemCount = Math.max(0, count);
  }
}
