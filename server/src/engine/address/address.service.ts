import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayAddressSourceResult } from '../../../../contracts/gateway/member.js';
import type { Address, AddressFields } from '../../../../contracts/member/entities.js';
import { MEMBER_LIMITS } from '../../../../contracts/member/limits.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { AppError, BadInputError, NotFoundError } from '../../common/errors.js';
import { DATABASE, type Database } from '../db/database.js';
import { MemberService } from '../member/member.service.js';
import { ADDRESS_SCHEMA, cities, cityName, districtName, districtsOf } from './address-places.js';
import { AddressRepository, type AddressRow } from './address.repository.js';

/** The address service (spec §7 Address and the member's addresses): Turkish places checked, one member's rows only. */
@Injectable()
export class AddressService {
  constructor(@Inject(DATABASE) private readonly db: Database, private readonly repository: AddressRepository, private readonly members: MemberService) {}

  sourceData(cityId?: number): GatewayAddressSourceResult {
    return { places: cityId === undefined ? cities() : districtsOf(cityId), schema: ADDRESS_SCHEMA };
  }

  async list(claims: EnvironmentClaims): Promise<Address[]> {
    const member = await this.members.signedInMember(claims);
    return (await this.repository.list(this.db, member.id)).map(named);
  }

  async add(claims: EnvironmentClaims, fields: AddressFields): Promise<Address> {
    const member = await this.members.signedInMember(claims);
    checkPlaces(fields);
    return named(await this.db.transaction(async (tx) => {
      await this.repository.lockMember(tx, member.id);
      if (await this.repository.count(tx, member.id) >= MEMBER_LIMITS.addressesMax) throw new AppError(MemberMessage.addressLimit, HttpStatus.CONFLICT, 'ADDRESS_LIMIT');
      return this.repository.insert(tx, member.id, fields);
    }));
  }

  async update(claims: EnvironmentClaims, id: number, fields: AddressFields): Promise<Address> {
    const member = await this.members.signedInMember(claims);
    checkPlaces(fields);
    const row = await this.db.transaction((tx) => this.repository.update(tx, member.id, id, fields));
    if (!row) throw new NotFoundError(MemberMessage.addressNotFound);
    return named(row);
  }

  async remove(claims: EnvironmentClaims, id: number): Promise<void> {
    const member = await this.members.signedInMember(claims);
    if (!(await this.db.transaction((tx) => this.repository.remove(tx, member.id, id)))) throw new NotFoundError(MemberMessage.addressNotFound);
  }
}

function checkPlaces(fields: AddressFields): void {
  if (!cityName(fields.cityId)) throw new BadInputError('cityId is not a city of Turkey');
  if (!districtName(fields.cityId, fields.countyId)) throw new BadInputError(MemberMessage.countyNotInCity);
}

function named(row: AddressRow): Address {
  return { ...row, cityName: cityName(row.cityId) ?? '', countyName: districtName(row.cityId, row.countyId) ?? '', countryCode: 'TR' };
}
