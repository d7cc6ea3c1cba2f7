import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, Equals, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import type { GatewayPasskeyAuthenticateRequest, GatewayPasskeyRegisterRequest } from '../../../../contracts/gateway/passkey.js';
import {
  PASSKEY_LIMITS, type PasskeyAuthenticationCredential, type PasskeyClientExtensionResults, type PasskeyLoginPayload, type PasskeyRegisterPayload, type PasskeyRegistrationCredential,
} from '../../../../contracts/member/passkey.js';

/**
 * The validation rules of passkey input (the WebAuthn JSON the browser sends), shared by the
 * storefront's routes and the engine's, so both refuse the same bad input with the same words.
 * Only the shape is checked here; what the bytes say is checked by @simplewebauthn/server.
 */

// Binary values travel as base64url (padding tolerated); nothing else is accepted in them.
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const base64url = (field: string) => ({ message: `${field} must be base64url text` });
const ONE_LINE = /^[^\r\n\t]*$/;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// A credential id is at most 1023 bytes (WebAuthn §5.8.3): 1364 base64url characters.
const CREDENTIAL_ID_MAX = 1364;

const ATTACHMENTS = ['platform', 'cross-platform'] as const;

abstract class CredentialFieldsDto {
  @ApiProperty({ description: 'Credential id (base64url)' })
  @IsString() @MinLength(1) @MaxLength(CREDENTIAL_ID_MAX) @Matches(BASE64URL, base64url('id'))
  id: string;

  @ApiProperty({ description: 'The same id (base64url)' })
  @IsString() @MinLength(1) @MaxLength(CREDENTIAL_ID_MAX) @Matches(BASE64URL, base64url('rawId'))
  rawId: string;

  @ApiProperty({ example: 'public-key' })
  @Equals('public-key', { message: 'type must be public-key' })
  type: 'public-key';

  @ApiPropertyOptional({ enum: ATTACHMENTS })
  @IsOptional() @IsIn(ATTACHMENTS)
  authenticatorAttachment?: 'platform' | 'cross-platform';

  @ApiProperty({ type: Object })
  @IsObject()
  clientExtensionResults: PasskeyClientExtensionResults;
}

export class AttestationResponseDto implements Readonly<PasskeyRegistrationCredential['response']> {
  @ApiProperty() @IsString() @MaxLength(4096) @Matches(BASE64URL, base64url('clientDataJSON'))
  clientDataJSON: string;

  @ApiProperty() @IsString() @MaxLength(32_768) @Matches(BASE64URL, base64url('attestationObject'))
  attestationObject: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(8192) @Matches(BASE64URL, base64url('authenticatorData'))
  authenticatorData?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional() @IsArray() @ArrayMaxSize(10) @IsString({ each: true }) @MaxLength(32, { each: true })
  transports?: string[];

  @ApiPropertyOptional() @IsOptional() @IsInt()
  publicKeyAlgorithm?: number;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(4096) @Matches(BASE64URL, base64url('publicKey'))
  publicKey?: string;
}

export class AssertionResponseDto implements Readonly<PasskeyAuthenticationCredential['response']> {
  @ApiProperty() @IsString() @MaxLength(4096) @Matches(BASE64URL, base64url('clientDataJSON'))
  clientDataJSON: string;

  @ApiProperty() @IsString() @MaxLength(8192) @Matches(BASE64URL, base64url('authenticatorData'))
  authenticatorData: string;

  @ApiProperty() @IsString() @MaxLength(2048) @Matches(BASE64URL, base64url('signature'))
  signature: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(128) @Matches(BASE64URL, base64url('userHandle'))
  userHandle?: string;
}

/** A new passkey as the browser answers navigator.credentials.create (RegistrationResponseJSON). */
export class RegistrationCredentialDto extends CredentialFieldsDto implements PasskeyRegistrationCredential {
  @ApiProperty({ type: AttestationResponseDto })
  @IsObject() @ValidateNested() @Type(() => AttestationResponseDto)
  response: AttestationResponseDto;
}

/** A passkey's signature as the browser answers navigator.credentials.get (AuthenticationResponseJSON). */
export class AuthenticationCredentialDto extends CredentialFieldsDto implements PasskeyAuthenticationCredential {
  @ApiProperty({ type: AssertionResponseDto })
  @IsObject() @ValidateNested() @Type(() => AssertionResponseDto)
  response: AssertionResponseDto;
}

export class PasskeyRegisterDto implements PasskeyRegisterPayload, GatewayPasskeyRegisterRequest {
  @ApiProperty({ type: RegistrationCredentialDto })
  @IsObject() @ValidateNested() @Type(() => RegistrationCredentialDto)
  credential: RegistrationCredentialDto;

  @ApiPropertyOptional({ example: 'Telefonum' })
  @IsOptional() @Transform(trimmed) @IsString() @MaxLength(PASSKEY_LIMITS.nameMax) @Matches(ONE_LINE, { message: 'name must be one line' })
  name?: string;
}

export class PasskeyAuthenticateDto implements GatewayPasskeyAuthenticateRequest {
  @ApiProperty({ type: AuthenticationCredentialDto })
  @IsObject() @ValidateNested() @Type(() => AuthenticationCredentialDto)
  credential: AuthenticationCredentialDto;
}

export class PasskeyLoginDto extends PasskeyAuthenticateDto implements PasskeyLoginPayload {
  @ApiPropertyOptional()
  @IsOptional() @IsBoolean()
  rememberMe?: boolean;
}
