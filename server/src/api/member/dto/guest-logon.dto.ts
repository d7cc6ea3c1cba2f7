import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import type { GuestLogonPayload } from '../../../../../contracts/member/payloads.js';
import { IsEmailAddress } from '../../../common/dto/email-address.js';

/** POST /api/logon-as-guest keeps the spec's field names (Email, countryCode). */
export class GuestLogonDto implements GuestLogonPayload {
  @ApiProperty({ example: 'misafir@example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmailAddress()
  Email: string;

  @ApiProperty({ example: 'TR' })
  @IsIn(['TR'], { message: 'countryCode must be TR' })
  countryCode: 'TR';
}
