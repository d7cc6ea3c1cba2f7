import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsOptional, IsString, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import type { EnvironmentTokenRequest, EnvironmentUpdateRequest } from '../../../../../contracts/gateway/environment.js';
import { IsEmailAddress } from '../../../common/dto/email-address.js';

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export class EnvironmentTokenRequestDto implements EnvironmentTokenRequest {
  @IsString() @MaxLength(4096) @Matches(JWT, { message: 'token must be a JWT' })
  token: string;
}

class EnvironmentChangesDto {
  @IsOptional() @IsInt() @Min(-1)
  memberId?: number;

  @IsOptional() @IsBoolean()
  isGst?: boolean;

  @IsOptional() @IsEmailAddress()
  email?: string;
}

export class EnvironmentUpdateRequestDto extends EnvironmentTokenRequestDto implements EnvironmentUpdateRequest {
  @IsObject() @ValidateNested() @Type(() => EnvironmentChangesDto)
  changes: EnvironmentChangesDto;
}
