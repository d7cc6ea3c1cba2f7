import { Body, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayAddressesResult, GatewayAddressResult, GatewayAddressSourceResult } from '../../../../contracts/gateway/member.js';
import { AddressDto, CityQueryDto, IdDto, UpdateAddressDto } from '../../common/dto/member-fields.dto.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { AddressService } from './address.service.js';

/** Engine address service: Turkish places and the address schema (spec §7 Address). */
@EngineController('address/api/address')
export class EngineAddressSourceController {
  constructor(private readonly addresses: AddressService) {}

  @Get('source-data')
  sourceData(@Query() query: CityQueryDto): GatewayAddressSourceResult {
    return this.addresses.sourceData(query.cityId);
  }
}

/** A member's addresses (spec §7 Member: addresses list, new, remove, update). */
@EngineController('member/api/address')
@UseGuards(ShopperGuard)
export class EngineMemberAddressController {
  constructor(private readonly addresses: AddressService) {}

  @Get('list')
  async list(@Shopper() shopper: EnvironmentClaims): Promise<GatewayAddressesResult> {
    return { addresses: await this.addresses.list(shopper) };
  }

  @Post('new') @HttpCode(200)
  async add(@Shopper() shopper: EnvironmentClaims, @Body() body: AddressDto): Promise<GatewayAddressResult> {
    return { address: await this.addresses.add(shopper, body) };
  }

  @Post('update') @HttpCode(200)
  async update(@Shopper() shopper: EnvironmentClaims, @Body() body: UpdateAddressDto): Promise<GatewayAddressResult> {
    const { id, ...fields } = body;
    return { address: await this.addresses.update(shopper, id, fields) };
  }

  @Post('remove') @HttpCode(200)
  async remove(@Shopper() shopper: EnvironmentClaims, @Body() body: IdDto): Promise<object> {
    await this.addresses.remove(shopper, body.id);
    return {};
  }
}
