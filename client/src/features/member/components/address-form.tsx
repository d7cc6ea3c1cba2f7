import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import type { Address } from '../../../../../contracts/member/entities';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import { addressPayloadOf, addressSchema, addressValuesOf, EMPTY_ADDRESS, POSTAL_CODE_DIGITS, type AddressValues } from './address-schema';
import { controlProps, Field, PHONE_INPUT_MAX } from '../../../components/forms/form-field';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { BusyButton } from '../../../components/busy-button';

type TextName = 'title' | 'name' | 'surname' | 'mobilePhone' | 'neighbourhood' | 'postalCode';

/**
 * A new address, or a saved one being changed: the district list follows the chosen city
 * (address source data), and choosing another city clears the district.
 */
export const AddressForm = observer(function AddressForm({ editing, onDone, onSaved }: { editing?: Address; onDone: () => void; onSaved?: (address: Address) => void }) {
  const { addressBook } = useAccountStore();
  const t = useAccountT();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => addressSchema(t), [t]);
  const { formik, onSubmit, errorOf } = useAccountForm<AddressValues>({
    initialValues: editing ? addressValuesOf(editing) : EMPTY_ADDRESS,
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const saved = await addressBook.save(addressPayloadOf(values), editing?.id);
        void notify('success', t('addressSaved'));
        onSaved?.(saved);
        onDone();
      } catch (error) {
        setFailure(messageOf(error, t('addressSaveFailed')));
      }
    },
  });
  const cityId = formik.values.cityId;

  useEffect(() => { void addressBook.loadCities(); }, [addressBook]);
  useEffect(() => { if (cityId) void addressBook.loadDistricts(Number(cityId)); }, [addressBook, cityId]);

  const chooseCity = (event: ChangeEvent<HTMLSelectElement>) => {
    void formik.setValues({ ...formik.values, cityId: event.target.value, countyId: '' });
  };
  const districts = cityId ? addressBook.districtsOf(Number(cityId)) : undefined;
  const headingId = editing ? `address-form-${editing.id}` : 'address-form-new';

  const text = (name: TextName, label: string, max: number, extra: { optional?: boolean; hint?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' } = {}) => {
    const id = `address-${name}`;
    return (
      <Field id={id} label={label} error={errorOf(name)} hint={extra.hint} note={extra.optional ? t('optional') : undefined}>
        <input
          {...controlProps(id, errorOf(name), extra.hint)} {...formik.getFieldProps(name)} type={name === 'mobilePhone' ? 'tel' : 'text'}
          maxLength={max} autoComplete={extra.autoComplete} inputMode={extra.inputMode} aria-required={!extra.optional || undefined}
        />
      </Field>
    );
  };

  return (
    <form className="account-form address-form" noValidate onSubmit={onSubmit} aria-labelledby={headingId} data-testid="address-form">
      <h2 id={headingId}>{editing ? t('editAddressHeading') : t('newAddressHeading')}</h2>
      {text('title', t('addressTitle'), MEMBER_LIMITS.addressTitleMax, { hint: t('addressTitleHint') })}
      {text('name', t('name'), MEMBER_LIMITS.nameMax, { autoComplete: 'given-name' })}
      {text('surname', t('surname'), MEMBER_LIMITS.nameMax, { autoComplete: 'family-name' })}
      {text('mobilePhone', t('mobilePhone'), PHONE_INPUT_MAX, { hint: t('mobilePhoneHint'), autoComplete: 'tel-national', inputMode: 'tel' })}
      <Field id="address-cityId" label={t('city')} error={errorOf('cityId')}>
        <select {...controlProps('address-cityId', errorOf('cityId'))} name="cityId" value={cityId} onChange={chooseCity} aria-required>
          <option value="">{t('chooseCity')}</option>
          {addressBook.cities.map((city) => <option key={city.id} value={city.id}>{city.name}</option>)}
        </select>
      </Field>
      <Field id="address-countyId" label={t('county')} error={errorOf('countyId')}>
        <select {...controlProps('address-countyId', errorOf('countyId'))} {...formik.getFieldProps('countyId')} disabled={!districts} aria-required>
          <option value="">{cityId ? t('chooseCounty') : t('chooseCityFirst')}</option>
          {districts?.map((district) => <option key={district.id} value={district.id}>{district.name}</option>)}
        </select>
      </Field>
      {addressBook.placesError ? <p className="inline-error" role="alert">{t('placesLoadFailed')} {addressBook.placesError}</p> : null}
      {text('neighbourhood', t('neighbourhood'), MEMBER_LIMITS.nameMax, { optional: true })}
      {text('postalCode', t('postalCode'), POSTAL_CODE_DIGITS, { optional: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
      <Field id="address-description" label={t('description')} error={errorOf('description')} hint={t('descriptionHint')}>
        <textarea
          {...controlProps('address-description', errorOf('description'), t('descriptionHint'))} {...formik.getFieldProps('description')}
          rows={3} maxLength={MEMBER_LIMITS.addressDescriptionMax} autoComplete="street-address" aria-required
        />
      </Field>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('saving') : t('saveAddress')}</BusyButton>
        <button type="button" className="button button--secondary" onClick={onDone}>{t('cancel')}</button>
      </div>
    </form>
  );
});
