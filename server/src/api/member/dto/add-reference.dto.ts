import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { REFERENCE_CODE, type AddReferencePayload } from '../../../../../contracts/member/member-details.js';

/** POST /api/add-reference: the code as a friend read it out (spaces and lower case forgiven). */
export class AddReferencePayloadDto implements AddReferencePayload {
  @ApiProperty({ example: 'K7Q2MZ4P' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s/g, '').toUpperCase() : value))
  @IsString() @Matches(REFERENCE_CODE, { message: 'referenceCode must be 8 letters or digits' })
  referenceCode: string;
}
