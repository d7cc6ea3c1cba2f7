import { AddressBook } from '../../../features/member/components/address-book';
import { AccountPage } from './account-page';

/** /u/addresses: saved addresses, a new one, changes and removals. */
export default function AddressesPage() {
  return <AccountPage title="route.addresses"><AddressBook /></AccountPage>;
}
