import { IsIn } from 'class-validator';
import type { GatewayGuestRequest } from '../../../../../contracts/gateway/member.js';
import { EmailDto } from '../../../common/dto/member-fields.dto.js';

export class GuestRequestDto extends EmailDto implements GatewayGuestRequest {
  @IsIn(['TR'], { message: 'countryCode must be TR' })
  countryCode: 'TR';
}
