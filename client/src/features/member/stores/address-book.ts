import { makeAutoObservable, runInAction } from 'mobx';
import type { Address, AddressFields, AddressPlace } from '../../../../../contracts/member/entities';
import { LoadedByKey, Loadable } from '../../../lib/loadable';
import type { AccountApi } from '../account-api';

/** Fallbacks when the server sends no message (S8.20). */
export const ADDRESSES_FAILURE = 'Failed to get addresses';
export const PLACES_FAILURE = 'Failed to get cities and districts';

/** A member's saved addresses and the places (cities, their districts) the address form offers. */
export class AddressBook {
  private readonly list = new Loadable<Address[]>(ADDRESSES_FAILURE);
  private readonly cityList = new Loadable<AddressPlace[]>(PLACES_FAILURE);
  // A city's districts never change while the page is open: each city is asked for once.
  private readonly districtLists: LoadedByKey<number, AddressPlace[]>;

  constructor(private readonly api: AccountApi) {
    this.districtLists = new LoadedByKey((cityId: number) => api.addressSource(cityId).then((answer) => answer.places), PLACES_FAILURE);
    makeAutoObservable<AddressBook, 'api' | 'list' | 'cityList' | 'districtLists'>(this, { api: false, list: false, cityList: false, districtLists: false });
  }

  get addresses(): readonly Address[] { return this.list.data ?? []; }
  get loaded(): boolean { return this.list.loaded; }
  get error(): string | null { return this.list.error; }
  get cities(): readonly AddressPlace[] { return this.cityList.data ?? []; }
  get placesError(): string | null { return this.cityList.error ?? this.districtLists.error; }

  districtsOf(cityId: number): readonly AddressPlace[] | undefined {
    return this.districtLists.get(cityId);
  }

  async load(): Promise<void> {
    await this.list.load(async () => (await this.api.addresses()).addresses);
  }

  async loadCities(): Promise<void> {
    if (this.cityList.data || this.cityList.loading) return;
    await this.cityList.load(async () => (await this.api.addressSource()).places);
  }

  loadDistricts(cityId: number): Promise<void> {
    return this.districtLists.load(cityId);
  }

  /** Saves a new address (no id) or changes a saved one; the list shows the server's copy. */
  async save(fields: AddressFields, id?: number): Promise<Address> {
    const { address } = id === undefined ? await this.api.addAddress(fields) : await this.api.updateAddress({ ...fields, id });
    runInAction(() => {
      const known = this.addresses.some((saved) => saved.id === address.id);
      this.list.set(known ? this.addresses.map((saved) => (saved.id === address.id ? address : saved)) : [...this.addresses, address]);
    });
    return address;
  }

  async remove(id: number): Promise<void> {
    await this.api.removeAddress(id);
    runInAction(() => this.list.set(this.addresses.filter((saved) => saved.id !== id)));
  }
}
