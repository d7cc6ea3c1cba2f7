/** The storefront's message bodies and query: the shared rules of common/dto, which the engine checks again. */
export { MessageIdQueryDto, ReplyMessageDto, SendMessageDto } from '../../../common/dto/member-message-fields.dto.js';
