import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Address } from '../../../../../contracts/member/entities';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notify';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import { AddressForm } from './address-form';
import { formatPhone } from '../../../../../contracts/member/phone-format';

/** What the form shows: nothing, a new address, or a saved one being changed. */
type Editing = null | 'new' | Address;

/** The member's saved addresses (/u/addresses) as cards, each to change or remove, and the form for a new one. */
export const AddressBook = observer(function AddressBook() {
  const { addressBook } = useAccountStore();
  const t = useAccountT();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Address | null>(null);

  useEffect(() => { void addressBook.load(); }, [addressBook]);

  const remove = async (address: Address) => {
    setRemoving(null);
    try {
      await addressBook.remove(address.id);
      void notify('success', t('addressRemoved'));
    } catch (error) {
      void notify('error', t('addressRemoveFailed'), error);
    }
  };

  if (addressBook.error && !addressBook.loaded) return <p className="inline-error" role="alert">{t('addressesLoadFailed')} {addressBook.error}</p>;
  if (!addressBook.loaded) return <p aria-busy="true">{t('listLoading')}</p>;

  return (
    <>
      {addressBook.error ? <p className="inline-error" role="alert">{t('addressesLoadFailed')} {addressBook.error}</p> : null}
      {addressBook.addresses.length === 0 ? <p className="account-empty">{t('addressesEmpty')}</p> : (
        <ul className="address-cards">
          {addressBook.addresses.map((address) => (
            <li key={address.id} className="address-card" data-testid="address-card">
              <h2 className="address-card__title">{address.title}</h2>
              <p>{address.name} {address.surname}</p>
              <p>{address.description}</p>
              <p>{[address.neighbourhood, address.postalCode, `${address.countyName} / ${address.cityName}`].filter(Boolean).join(', ')}</p>
              <p>{formatPhone(address.mobilePhone)}</p>
              <div className="address-card__actions">
                <button type="button" className="button button--secondary" aria-label={t('editAddressLabel', { title: address.title })} onClick={() => setEditing(address)}>{t('editAddress')}</button>
                <button type="button" className="button button--secondary" aria-label={t('removeAddressLabel', { title: address.title })} onClick={() => setRemoving(address)}>{t('removeAddress')}</button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing === null
        ? <button type="button" className="button" onClick={() => setEditing('new')}>{t('newAddress')}</button>
        // A new key per address: the form starts from that address's values.
        : <AddressForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      <ConfirmDialog
        title={t('removeAddressTitle')} open={removing !== null} cancelLabel={t('cancel')} confirmLabel={t('removeAddress')}
        onCancel={() => setRemoving(null)} onConfirm={() => { if (removing) void remove(removing); }}
      >
        <p>{t('removeAddressText', { title: removing?.title ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
});
