import { MemberMessage } from '../../../../contracts/member/messages';
import type { Member, MemberProductEntry, PriceAlarm, StockAlarm } from '../../../../contracts/member/entities';
import { MemberClubText, type CollectionItem, type MemberClub } from '../../../../contracts/member/member-club';
import { MemberDetailsMessage, type MemberListEntry } from '../../../../contracts/member/member-details';
import type { ChangePasswordPayload, CommunicationPreferencesPayload, UpdateMemberPayload } from '../../../../contracts/member/payloads';
import type { LanguageBound } from '../../stores/language-bound';
import type { StoreFactory } from '../../stores/root-store';
import { accountApi, type AccountApi } from './account-api';
import { memberStore } from './member-store';
import { AddressBook } from './stores/address-book';
import { CouponList } from './stores/coupon-list';
import { EntryList } from './stores/entry-list';
import { MessageBox } from './stores/message-box';
import { OrderBook } from './stores/order-book';
import { ReturnBook } from './stores/return-book';
import { track } from '../../lib/analytics';
import { Loadable } from '../../lib/loadable';
import { WishListIds } from './stores/wish-list-ids';
import { AlarmSet, type AlarmKind } from './stores/alarm-set';
import { hasWishList } from './wish-list';

/** Fallbacks when the server sends no message (S8.20). */
export const PRICE_ALARMS_FAILURE = 'Failed to get price alarms';
export const STOCK_ALARMS_FAILURE = 'Failed to get stock alarms';

/** The info form's choices (spec §7 Member: education status and job lists). */
export interface MemberLists {
  educationStatuses: MemberListEntry[];
  jobs: MemberListEntry[];
}

export interface AccountStoreHooks {
  /** The server answered with the member's record: the signed-in member shown everywhere is this one now. */
  memberChanged: (member: Member) => void;
  /** A new password came with a new token for this browser (the live channel opens again with it). */
  signInChanged?: () => void;
}

/**
 * The account area's state and calls (spec §2 account routes): the member's record, addresses,
 * favourites and alarms. The signed-in member itself stays in the member store; this store hands
 * it each new record through `memberChanged`.
 */
export class AccountStore implements LanguageBound {
  readonly wishList = new WishListIds();
  /** The alarms set, for the product page's alarm button. */
  readonly alarms = new AlarmSet();
  readonly addressBook: AddressBook;
  readonly favorites: EntryList<MemberProductEntry>;
  readonly priceAlarms: EntryList<PriceAlarm>;
  readonly stockAlarms: EntryList<StockAlarm>;
  /** The member's messages to the shop and the shop's answers. */
  readonly messages: MessageBox;
  readonly coupons: CouponList;
  /** The member's orders, the one open and its cancellation. */
  readonly orders: OrderBook;
  /** The member's returns and the shop's cancel and return reasons. */
  readonly returns: ReturnBook;
  /** Vitrin Club: points, level and the orders that earn them. */
  readonly club: Loadable<MemberClub>;
  /** The products the member has bought (read only). */
  readonly collection: EntryList<CollectionItem>;
  /** The info form's education status and job lists, in the shopper's language. */
  readonly memberLists: Loadable<MemberLists>;

  constructor(private readonly api: AccountApi, private readonly hooks: AccountStoreHooks) {
    this.addressBook = new AddressBook(api);
    this.messages = new MessageBox(api);
    this.coupons = new CouponList(api);
    this.orders = new OrderBook(api);
    this.returns = new ReturnBook(api);
    this.club = new Loadable<MemberClub>(MemberClubText.clubFailure);
    this.memberLists = new Loadable<MemberLists>(MemberDetailsMessage.listsFailure);
    this.collection = new EntryList({ read: async () => (await api.memberCollection()).items, failure: MemberClubText.collectionFailure });
    this.favorites = new EntryList({
      read: async () => (await api.favorites()).favorites,
      remove: async (entry) => { await api.removeFavorite(entry.productId); track('remove_from_wishlist', { item_id: String(entry.productId) }); },
      failure: MemberMessage.favoritesFailure,
      // Spec §3/§4: the local wish-list holds the favourites' ids; it follows every read and removal.
      changed: (entries) => this.wishList.set(entries.map((entry) => entry.productId)),
    });
    this.priceAlarms = new EntryList({
      read: async () => (await api.priceAlarms()).alarms,
      remove: async (alarm) => { await api.removePriceAlarm(alarm.productId); track('price_alert_remove', { item_id: String(alarm.productId) }); },
      failure: PRICE_ALARMS_FAILURE,
      changed: (alarms) => this.alarms.take('price', alarms),
    });
    this.stockAlarms = new EntryList({
      read: async () => (await api.stockAlarms()).alarms,
      remove: async (alarm) => { await api.removeStockAlarm({ productId: alarm.productId, stockBarcodeId: alarm.stockBarcodeId }); track('stock_alert_remove', { item_id: String(alarm.productId) }); },
      failure: STOCK_ALARMS_FAILURE,
      keyOf: (alarm) => `${alarm.productId}:${alarm.stockBarcodeId ?? ''}`,
      changed: (alarms) => this.alarms.take('stock', alarms),
    });
  }

  /** Spec §4 wish-list: absent locally, a member's favourites are read once and their ids kept. */
  async ensureWishList(): Promise<void> {
    if (!hasWishList()) await this.favorites.load();
  }

  /** The product page's favourite button: on or off, the local list and the account's list follow. */
  async toggleFavorite(productId: number): Promise<boolean> {
    const adding = !this.wishList.has(productId);
    await (adding ? this.api.addFavorite(productId) : this.api.removeFavorite(productId));
    if (adding) this.wishList.add(productId); else this.wishList.remove(productId);
    this.favorites.reset();
    track(adding ? 'add_to_wishlist' : 'remove_from_wishlist', { item_id: String(productId) });
    return adding;
  }

  async addPriceAlarm(productId: number): Promise<void> {
    await this.api.addPriceAlarm(productId);
    this.priceAlarms.reset();
    this.alarms.set('price', productId, undefined, true);
    track('price_alert_add', { item_id: String(productId) });
  }

  async addStockAlarm(productId: number, stockBarcodeId?: number): Promise<void> {
    await this.api.addStockAlarm({ productId, ...(stockBarcodeId !== undefined ? { stockBarcodeId } : {}) });
    this.stockAlarms.reset();
    this.alarms.set('stock', productId, stockBarcodeId, true);
    track('stock_alert_add', { item_id: String(productId) });
  }

  /** The product page's alarms: the member's lists are read once, so the button shows an alarm already set. */
  async ensureAlarms(): Promise<void> {
    await Promise.all((['price', 'stock'] as const).filter((kind) => !this.alarms.knows(kind) && !this.alarmList(kind).loading).map((kind) => this.alarmList(kind).load()));
  }

  /**
   * The product page's alarm button (issue 32 item 15): sets the alarm, or removes the one set, so
   * a second press does not set it again; resolves to whether it is set now.
   */
  async toggleAlarm(kind: AlarmKind, productId: number, stockBarcodeId?: number): Promise<boolean> {
    if (!this.alarms.has(kind, productId, stockBarcodeId)) {
      await (kind === 'price' ? this.addPriceAlarm(productId) : this.addStockAlarm(productId, stockBarcodeId));
      return true;
    }
    if (kind === 'price') await this.api.removePriceAlarm(productId);
    else await this.api.removeStockAlarm({ productId, ...(stockBarcodeId !== undefined ? { stockBarcodeId } : {}) });
    this.alarmList(kind).reset();
    this.alarms.set(kind, productId, stockBarcodeId, false);
    track(kind === 'price' ? 'price_alert_remove' : 'stock_alert_remove', { item_id: String(productId) });
    return false;
  }

  private alarmList(kind: AlarmKind): Pick<EntryList<MemberProductEntry>, 'load' | 'reset' | 'loading'> {
    return kind === 'price' ? this.priceAlarms : this.stockAlarms;
  }

  async loadClub(): Promise<void> {
    await this.club.load(async () => (await this.api.memberClub()).club);
  }

  /** Both lists once per language (languageChanged() drops them). */
  async loadMemberLists(): Promise<void> {
    if (this.memberLists.data || this.memberLists.loading) return;
    await this.memberLists.load(async () => {
      const [educationStatuses, jobs] = await Promise.all([this.api.educationStatuses(), this.api.jobs()]);
      return { educationStatuses: educationStatuses.items, jobs: jobs.items };
    });
  }

  async updateMember(payload: UpdateMemberPayload): Promise<Member> {
    const { member } = await this.api.updateMember(payload);
    this.hooks.memberChanged(member);
    return member;
  }

  async saveCommunicationPreferences(payload: CommunicationPreferencesPayload): Promise<Member> {
    const { member } = await this.api.communicationPreferences(payload);
    this.hooks.memberChanged(member);
    return member;
  }

  /** The password and the sign-in change together: this browser's token is a new one. */
  async changePassword(payload: ChangePasswordPayload): Promise<void> {
    await this.api.changePassword(payload);
    this.hooks.signInChanged?.();
  }

  async deleteMembership(password: string): Promise<void> {
    await this.api.deleteMember({ password });
  }

  /** The member signed out: nothing of theirs stays on the page. */
  forget(): void {
    this.wishList.clear();
    this.alarms.clear();
    this.dropLists();
  }

  /** The language changed (LanguageBound): lists with product names and prices are read again when next shown. */
  languageChanged(): void {
    this.dropLists();
  }

  private dropLists(): void {
    this.favorites.reset();
    this.priceAlarms.reset();
    this.stockAlarms.reset();
    this.messages.reset();
    this.coupons.reset();
    this.orders.reset();
    this.returns.reset();
    this.club.reset();
    this.collection.reset();
    this.memberLists.reset();
  }
}

/** The account store of the shop (RootStore.lazyStore): its code comes only with the account pages. */
export const accountStore: StoreFactory<AccountStore> = (root) => {
  const member = root.lazyStore(memberStore);
  const store = new AccountStore(accountApi(root.api), { memberChanged: (changed) => member.setMember(changed), signInChanged: () => void root.signInChanged(true) });
  member.onSignOut(() => store.forget());
  return store;
};
