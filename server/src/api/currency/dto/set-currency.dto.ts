import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import type { SetCurrencyPayload } from '../../../../../contracts/currency/payloads.js';

export class SetCurrencyDto implements SetCurrencyPayload {
  @ApiProperty({ example: 2, description: 'Id of a currency from currencyLists' })
  @IsInt() @Min(1) @Max(1_000_000)
  currencyId: number;
}
