import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import type { AnswerMessagePayload, WalletCreditPayload } from '../../../../contracts/admin/customers.js';
import { MessageTextDto } from '../../common/dto/member-message-fields.dto.js';
import { IdParam, MAX_ID } from '../common/id-param.js';

/** The largest single credit (minor units): a typo of a few zeros is refused, not paid out. */
export const WALLET_CREDIT_MAX = 100_000_000;

export class WalletCreditDto implements WalletCreditPayload {
  @IsInt() @Min(1) @Max(MAX_ID)
  currencyId: number;

  @IsInt({ message: 'amount must be a whole number of minor units' }) @Min(1) @Max(WALLET_CREDIT_MAX)
  amount: number;

  @IsString() @IsNotEmpty({ message: 'reason is required: the wallet and the audit log keep why' }) @MaxLength(200)
  reason: string;
}

export class AnswerMessageDto extends MessageTextDto implements AnswerMessagePayload {}

/** :id and :code of a segment mapping. */
export class SegmentParams extends IdParam {
  @IsString() @MaxLength(40)
  code: string;
}
