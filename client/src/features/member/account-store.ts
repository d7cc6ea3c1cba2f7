import { MemberMessage } from '../../../../contracts/member/messages';
import type { Member, MemberProductEntry, PriceAlarm, StockAlarm } from '../../../../contracts/member/entities';
import type { ChangePasswordPayload, CommunicationPreferencesPayload, UpdateMemberPayload } from '../../../../contracts/member/payloads';
import type { StoreFactory } from '../../stores/root-store';
import { accountApi, type AccountApi } from './account-api';
import { memberStore } from './member-store';
import { AddressBook } from './stores/address-book';
import { EntryList } from './stores/entry-list';
import { writeWishList } from './wish-list';

/** Fallbacks when the server sends no message (S8.20). */
export const PRICE_ALARMS_FAILURE = 'Failed to get price alarms';
export const STOCK_ALARMS_FAILURE = 'Failed to get stock alarms';

export interface AccountStoreHooks {
  /** The server answered with the member's record: the signed-in member shown everywhere is this one now. */
  memberChanged: (member: Member) => void;
}

/**
 * The account area's state and calls (spec §2 account routes): the member's record, addresses,
 * favourites and alarms. The signed-in member itself stays in the member store; this store hands
 * it each new record through `memberChanged`.
 */
export class AccountStore {
  readonly addressBook: AddressBook;
  readonly favorites: EntryList<MemberProductEntry>;
  readonly priceAlarms: EntryList<PriceAlarm>;
  readonly stockAlarms: EntryList<StockAlarm>;

  constructor(private readonly api: AccountApi, private readonly hooks: AccountStoreHooks) {
    this.addressBook = new AddressBook(api);
    this.favorites = new EntryList({
      read: async () => (await api.favorites()).favorites,
      remove: (entry) => api.removeFavorite(entry.productId),
      failure: MemberMessage.favoritesFailure,
      // Spec §3/§4: the local wish-list holds the favourites' ids; it follows every read and removal.
      changed: (entries) => writeWishList(entries.map((entry) => entry.productId)),
    });
    this.priceAlarms = new EntryList({
      read: async () => (await api.priceAlarms()).alarms,
      remove: (alarm) => api.removePriceAlarm(alarm.productId),
      failure: PRICE_ALARMS_FAILURE,
    });
    this.stockAlarms = new EntryList({
      read: async () => (await api.stockAlarms()).alarms,
      remove: (alarm) => api.removeStockAlarm({ productId: alarm.productId, stockBarcodeId: alarm.stockBarcodeId }),
      failure: STOCK_ALARMS_FAILURE,
      keyOf: (alarm) => `${alarm.productId}:${alarm.stockBarcodeId ?? ''}`,
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

  async changePassword(payload: ChangePasswordPayload): Promise<void> {
    await this.api.changePassword(payload);
  }

  async deleteMembership(password: string): Promise<void> {
    await this.api.deleteMember({ password });
  }

  /** The language changed: lists with product names and prices are read again when next shown. */
  reset(): void {
    this.favorites.reset();
    this.priceAlarms.reset();
    this.stockAlarms.reset();
  }
}

/** The account store of the shop (RootStore.lazyStore): its code comes only with the account pages. */
export const accountStore: StoreFactory<AccountStore> = (root) =>
  new AccountStore(accountApi(root.api), { memberChanged: (member) => root.lazyStore(memberStore).setMember(member) });
