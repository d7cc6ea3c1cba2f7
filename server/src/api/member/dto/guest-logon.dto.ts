import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsString, MaxLength } from 'class-validator';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits.js';
import type { GuestLogonPayload } from '../../../../../contracts/member/payloads.js';

/** POST /api/logon-as-guest keeps the spec's field names (Email, countryCode). */
export class GuestLogonDto implements GuestLogonPayload {
  @ApiProperty({ example: 'misafir@example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString() @MaxLength(MEMBER_LIMITS.emailMax) @IsEmail({}, { message: 'Email is invalid' })
  Email: string;

  @ApiProperty({ example: 'TR' })
  @IsIn(['TR'], { message: 'countryCode must be TR' })
  countryCode: 'TR';
}
