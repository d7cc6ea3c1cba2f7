import { object, string } from 'yup';
import type { Address, AddressFields } from '../../../../../contracts/member/entities';
import { MEMBER_LIMITS, normalisedMobile } from '../../../../../contracts/member/limits';
import type { AccountT } from '../account-texts';
import { mobilePhoneField, personNameField } from './member-field-rules';

/** Turkish postal codes: five digits. */
export const POSTAL_CODE_DIGITS = 5;
const POSTAL_CODE = new RegExp(`^\\d{${POSTAL_CODE_DIGITS}}$`);

/** The address form as the inputs hold it (select values are text; '' is "not chosen"). */
export interface AddressValues {
  title: string;
  name: string;
  surname: string;
  mobilePhone: string;
  cityId: string;
  countyId: string;
  neighbourhood: string;
  postalCode: string;
  description: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  title: '', name: '', surname: '', mobilePhone: '', cityId: '', countyId: '', neighbourhood: '', postalCode: '', description: '',
};

export function addressValuesOf(address: Address): AddressValues {
  return {
    title: address.title, name: address.name, surname: address.surname, mobilePhone: address.mobilePhone,
    cityId: String(address.cityId), countyId: String(address.countyId),
    neighbourhood: address.neighbourhood ?? '', postalCode: address.postalCode ?? '', description: address.description,
  };
}

const text = (label: string, max: number, t: AccountT) => string().trim().max(max, t('tooLong', { field: label, max }));
const required = (label: string, max: number, t: AccountT) => text(label, max, t).required(t('required', { field: label }));

/** The form's rules (the engine checks the same, and that the district is in the city). */
export function addressSchema(t: AccountT) {
  return object({
    title: required(t('addressTitle'), MEMBER_LIMITS.addressTitleMax, t),
    name: personNameField(t('name'), t),
    surname: personNameField(t('surname'), t),
    mobilePhone: mobilePhoneField(t, t('required', { field: t('mobilePhone') })),
    cityId: string().required(t('required', { field: t('city') })),
    countyId: string().required(t('required', { field: t('county') })),
    neighbourhood: text(t('neighbourhood'), MEMBER_LIMITS.nameMax, t),
    postalCode: string().trim().matches(POSTAL_CODE, { message: t('postalCodeInvalid'), excludeEmptyString: true }),
    description: required(t('description'), MEMBER_LIMITS.addressDescriptionMax, t),
  });
}

/** What the server is sent: ids as numbers, trimmed text, the phone in one shape, empty optional parts left out. */
export function addressPayloadOf(values: AddressValues): AddressFields {
  const optional = (value: string) => value.trim() || undefined;
  return {
    title: values.title.trim(),
    name: values.name.trim(),
    surname: values.surname.trim(),
    mobilePhone: normalisedMobile(values.mobilePhone) ?? values.mobilePhone.trim(),
    cityId: Number(values.cityId),
    countyId: Number(values.countyId),
    neighbourhood: optional(values.neighbourhood),
    postalCode: optional(values.postalCode),
    description: values.description.trim(),
  };
}
