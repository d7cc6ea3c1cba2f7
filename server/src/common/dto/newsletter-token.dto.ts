import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { NewsletterMessage } from '../../../../contracts/newsletter/messages.js';
import type { NewsletterTokenPayload } from '../../../../contracts/newsletter/payloads.js';

// A mailed link's token as the engine makes it (32 random bytes, base64url); anything else is no link of ours.
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of a newsletter link (confirm, unsubscribe), checked alike by the storefront and the
 * engine. A token that cannot be ours gets the same words as one that is unknown.
 */
export class NewsletterTokenDto implements NewsletterTokenPayload {
  @ApiProperty({ description: 'The token of the mailed link', example: 'q3Zk1xN0b1V5Qm9pY3ZqR2h0d2d3a0xQb0Z0V1JtT2c' })
  @IsString({ message: NewsletterMessage.linkInvalid }) @Matches(LINK_TOKEN, { message: NewsletterMessage.linkInvalid })
  token: string;
}
