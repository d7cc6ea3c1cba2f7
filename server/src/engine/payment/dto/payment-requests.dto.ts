import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import type { GatewayBanksRequest, GatewayCardPointsRequest } from '../../../../../contracts/gateway/payment.js';
import type { GatewayWalletRequest } from '../../../../../contracts/gateway/order.js';

export class CardPointsRequestDto implements GatewayCardPointsRequest {
  @IsString() @Matches(/^[\d -]{12,23}$/, { message: 'cardNumber must be 12 to 19 digits' })
  cardNumber: string;

  @IsInt() @Min(1) @Max(1000)
  currencyId: number;
}

export class WalletRequestDto implements GatewayWalletRequest {
  @IsInt() @Min(1) @Max(1000)
  currencyId: number;
}

export class BanksRequestDto implements GatewayBanksRequest {
  @IsOptional() @IsString() @Matches(/^[A-Z]{3}$/, { message: 'currencyCode must be an ISO 4217 code' })
  currencyCode?: string;
}
