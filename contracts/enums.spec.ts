import { AddressPartType, ScopeType } from './enums.js';

/** An enum's names in the order of their numbers 1, 2, 3…, as the spec lists them. */
const namesByNumber = (values: Record<string, string | number>, count: number) =>
  Array.from({ length: count }, (_, index) => Object.keys(values).find((name) => values[name] === index + 1));

describe('the numbers of spec §3 that cross the wire', () => {
  it('S3.04 scope types: SemiProduct 1, Custom 2, Commercial 3, Group 4, Set 5, List 6, Service 7, Combine 8', () => {
    expect(namesByNumber(ScopeType, 8)).toEqual(['SemiProduct', 'Custom', 'Commercial', 'Group', 'Set', 'List', 'Service', 'Combine']);
  });

  it('S3.23 address part types 1-17, in the spec\'s order', () => {
    expect(namesByNumber(AddressPartType, 17)).toEqual(['Continent', 'Country', 'GoverningDistrict', 'City', 'County', 'Town',
      'Neighbourhood', 'PostalCode', 'Street', 'Complex', 'Apartment', 'Description', 'TelephoneNumber', 'Name', 'Surname',
      'CorporationName', 'MobilePhone']);
  });
});
