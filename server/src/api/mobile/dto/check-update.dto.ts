import { ApiProperty } from '@nestjs/swagger';
import { IsIn, Matches } from 'class-validator';
import type { MobilePlatform } from '../../../../../contracts/mobile/responses.js';

export class CheckUpdateQueryDto {
  @ApiProperty({ enum: ['ios', 'android'] })
  @IsIn(['ios', 'android'], { message: 'platform must be ios or android' }) platform: MobilePlatform;

  @ApiProperty({ example: '2.1.0' })
  @Matches(/^\d{1,4}(\.\d{1,4}){0,3}$/, { message: 'version must look like 1.2.3' }) version: string;
}
