import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { MEMBER_MESSAGE_LIMITS, type ReplyMessagePayload, type SendMessagePayload } from '../../../../contracts/member/member-messages.js';

/**
 * The validation rules of a member's messages, shared by the storefront's routes and the
 * engine's, so both refuse the same bad input with the same words.
 */

const MAX_ID = 2_147_483_647;
// Line breaks and tabs are a message's own; other control characters (NUL among them) are not text.
const NO_CONTROL = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
/** Trimmed, with Windows line ends made plain, so the length counted is the length kept. */
const messageText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value);

/** A message's text (also the console's answer, issue 30 item 4). */
export class MessageTextDto {
  @ApiProperty({ maxLength: MEMBER_MESSAGE_LIMITS.textMax, example: 'Siparişim ne zaman kargoya verilecek?' })
  @Transform(messageText) @IsString() @MinLength(1, { message: 'text is required' })
  @MaxLength(MEMBER_MESSAGE_LIMITS.textMax, { message: `text must be at most ${MEMBER_MESSAGE_LIMITS.textMax} characters` })
  @Matches(NO_CONTROL, { message: 'text may not hold control characters' })
  text: string;
}

/** A new thread: a subject from the list and the member's text. */
export class SendMessageDto extends MessageTextDto implements SendMessagePayload {
  @ApiProperty({ example: 1, description: 'One of the subjects of GET /api/message-subjects' })
  @IsInt({ message: 'subjectId must be chosen from the subjects' }) @Min(1, { message: 'subjectId must be chosen from the subjects' }) @Max(MAX_ID)
  subjectId: number;
}

/** A message in an existing thread: the member's follow-up, or the shop's answer. */
export class ReplyMessageDto extends MessageTextDto implements ReplyMessagePayload {
  @ApiProperty({ example: 1, description: 'The thread\'s id' })
  @IsInt() @Min(1) @Max(MAX_ID)
  id: number;
}

/** ?id= of a thread. */
export class MessageIdQueryDto {
  @ApiProperty({ example: 1 })
  @Type(() => Number) @IsInt({ message: 'id must be a thread id (a whole number)' }) @Min(1) @Max(MAX_ID)
  id: number;
}
