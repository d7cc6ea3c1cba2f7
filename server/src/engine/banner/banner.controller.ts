import { Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import type { BannerListRequest } from '../../../../contracts/gateway/banner.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { BannerRepository } from './banner.repository.js';

const toArray = ({ value }: { value: unknown }) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

class BannerListRequestDto implements BannerListRequest {
  @IsOptional() @IsArray() @ArrayMaxSize(100) @IsInt({ each: true }) @Min(1, { each: true }) bannerContainerIds?: number[];
  @IsOptional() @IsArray() @ArrayMaxSize(100) @IsString({ each: true }) @MaxLength(100, { each: true }) keys?: string[];
}

class ContainerListQuery {
  @Transform(toArray) @IsArray() @ArrayMaxSize(100) @Type(() => Number) @IsInt({ each: true }) containerIds: number[];
}

class BannerIdQuery { @Type(() => Number) @IsInt() @Min(1) id: number; }
class BannerKeyQuery { @IsString() @MaxLength(100) key: string; }
class BannerNameQuery { @IsString() @MaxLength(200) name: string; }

/** Engine banner service (spec §7 Banner: by id, name, key, list, container list). */
@EngineController('banner/api/banner')
export class EngineBannerController {
  constructor(private readonly banners: BannerRepository) {}

  @Post('list') @HttpCode(200)
  async list(@EngineCulture() culture: Culture, @Body() body: BannerListRequestDto) {
    return { banners: await this.banners.list(culture, body.bannerContainerIds, body.keys) };
  }

  @Get('container-list')
  async containerList(@EngineCulture() culture: Culture, @Query() query: ContainerListQuery) {
    return { banners: await this.banners.list(culture, query.containerIds) };
  }

  @Get('by-id')
  async byId(@EngineCulture() culture: Culture, @Query() query: BannerIdQuery) {
    return { banner: await this.banners.findOne(culture, 'id', query.id) };
  }

  @Get('by-key')
  async byKey(@EngineCulture() culture: Culture, @Query() query: BannerKeyQuery) {
    return { banner: await this.banners.findOne(culture, 'key', query.key) };
  }

  @Get('by-name')
  async byName(@EngineCulture() culture: Culture, @Query() query: BannerNameQuery) {
    return { banner: await this.banners.findOne(culture, 'name', query.name) };
  }
}
