import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { GetBannerListPayload } from '../../../../../contracts/banner/payloads.js';

export class GetBannerListDto implements GetBannerListPayload {
  @ApiPropertyOptional({ type: [Number], example: [10], description: 'Containers: 10 popular searches, 13 footer icons, 14 social links' })
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsInt({ each: true }) @Min(1, { each: true }) @Max(1_000_000, { each: true })
  bannerContainerIds?: number[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true })
  keys?: string[];
}
