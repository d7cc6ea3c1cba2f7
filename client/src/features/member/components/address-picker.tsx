import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../../../../contracts/member/entities';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import { AddressForm } from './address-form';
import { formatPhone } from '../../../../../contracts/member/phone-format';
import { FieldError } from '../../../components/forms/form-field';

export interface AddressPickerProps {
  /** The radio group's name (two pickers on one page need two names). */
  name: string;
  legend: string;
  value: number | null;
  onChange: (address: Address) => void;
  /** Why the form cannot go on without an address here (a submit without one): said at the top of the group. */
  error?: string;
  /**
   * Raised by each submit the form refuses for want of an address here: the focus moves to the
   * group's first control. While the list is still loading that control does not exist yet (the
   * first input or button near the group would be some other one), so the focus moves once it is in.
   */
  focusRequest?: number;
}

/**
 * One of the member's saved addresses as radio cards, or a new one added on the spot (checkout
 * shipping and invoice address). The first saved address is chosen when nothing is yet.
 */
export const AddressPicker = observer(function AddressPicker({ name, legend, value, onChange, error, focusRequest = 0 }: AddressPickerProps) {
  const { addressBook } = useAccountStore();
  const t = useAccountT();
  const [adding, setAdding] = useState(false);

  useEffect(() => { void addressBook.load(); }, [addressBook]);
  const first = addressBook.addresses[0];
  useEffect(() => { if (value === null && first) onChange(first); }, [value, first, onChange]);
  const settled = addressBook.loaded || addressBook.error !== null;
  const group = useRef<HTMLFieldSetElement>(null);
  const focused = useRef(0);
  useEffect(() => {
    if (focusRequest === focused.current || !settled) return;
    focused.current = focusRequest;
    group.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [focusRequest, settled]);

  return (
    <fieldset ref={group} className={`address-picker${error ? ' address-picker--invalid' : ''}`} data-testid={`address-picker-${name}`} aria-describedby={error ? `address-picker-${name}-error` : undefined}>
      <legend><h2>{legend}</h2></legend>
      <FieldError id={`address-picker-${name}`} error={error} />
      {addressBook.error ? <p className="inline-error" role="alert">{t('addressesLoadFailed')} {addressBook.error}</p> : null}
      {settled ? null : <p aria-busy="true">{t('listLoading')}</p>}
      {addressBook.loaded && addressBook.addresses.length === 0 && !adding ? <p className="account-empty">{t('addressesEmpty')}</p> : null}
      {addressBook.addresses.length > 0 ? (
        <ul className="address-cards">
          {addressBook.addresses.map((address) => (
            <li key={address.id} className={`address-card${value === address.id ? ' address-card--chosen' : ''}`} data-testid="address-card">
              <label>
                <input type="radio" name={name} value={String(address.id)} checked={value === address.id} onChange={() => onChange(address)} />
                {' '}<strong className="address-card__title">{address.title}</strong>
              </label>
              <p>{address.name} {address.surname}</p>
              <p>{address.description}</p>
              <p>{[address.neighbourhood, address.postalCode, `${address.countyName} / ${address.cityName}`].filter(Boolean).join(', ')}</p>
              <p>{formatPhone(address.mobilePhone)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {adding ? <AddressForm onDone={() => setAdding(false)} onSaved={onChange} /> : null}
      {/* Offered once the list is in: shown while it loads, the button moved down when the list
          arrived, and a press then fell on the page behind it (the pointer down on it, the pointer up not). */}
      {!adding && settled
        ? <button type="button" className="button button--secondary" onClick={() => setAdding(true)}>{t('newAddress')}</button>
        : null}
    </fieldset>
  );
});
