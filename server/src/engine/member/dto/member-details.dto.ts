import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { ASSIGNED_SEGMENT_CODES, INTEGRATION_CODE, MemberDetailsMessage, REFERENCE_CODE, type AddReferencePayload } from '../../../../../contracts/member/member-details.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const MAX_ID = 2_147_483_647;

export class AddReferenceDto implements AddReferencePayload {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString() @Matches(REFERENCE_CODE, { message: 'referenceCode must be 8 letters or digits' })
  referenceCode: string;
}

export class IntegrationCodeDto {
  @Transform(trimmed) @IsString() @Matches(INTEGRATION_CODE, { message: 'integrationCode must be 1-40 letters, digits, dots, dashes or underscores' })
  integrationCode: string;
}

export class MemberIdDto {
  @IsInt({ message: 'memberId must be a whole number' }) @Min(1) @Max(MAX_ID)
  memberId: number;
}

export class SetIntegrationCodeDto extends IntegrationCodeDto {
  @IsInt({ message: 'memberId must be a whole number' }) @Min(1) @Max(MAX_ID)
  memberId: number;
}

export class SetSegmentMappingDto extends MemberIdDto {
  @IsIn(ASSIGNED_SEGMENT_CODES, { message: MemberDetailsMessage.unknownSegment })
  segmentCode: string;

  @IsBoolean()
  assigned: boolean;
}
