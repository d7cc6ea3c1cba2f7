import { IsString, Matches, MaxLength } from 'class-validator';
import type { GatewayNewsletterSubscribeRequest } from '../../../../../contracts/gateway/newsletter.js';
import { EmailDto } from '../../../common/dto/member-fields.dto.js';

export class SubscribeRequestDto extends EmailDto implements GatewayNewsletterSubscribeRequest {
  @IsString() @MaxLength(64) @Matches(/^[\w.-]+$/, { message: 'consentVersion must be a version name (letters, digits, dots, hyphens)' })
  consentVersion: string;
}
