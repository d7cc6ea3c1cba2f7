import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsBoolean } from 'class-validator';
import { NewsletterMessage } from '../../../../../contracts/newsletter/messages.js';
import type { NewsletterSubscribePayload } from '../../../../../contracts/newsletter/payloads.js';
import { EmailDto } from '../../../common/dto/member-fields.dto.js';

/** POST /api/newsletter-subscribe: the address and the KVKK consent, which must be given. */
export class NewsletterSubscribeDto extends EmailDto implements NewsletterSubscribePayload {
  @ApiProperty({ description: 'The KVKK consent checkbox (unchecked by default): must be true', example: true })
  @IsBoolean({ message: NewsletterMessage.consentRequired }) @Equals(true, { message: NewsletterMessage.consentRequired })
  consentAccepted: boolean;
}
