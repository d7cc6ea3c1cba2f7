import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { CART_QUANTITY_MAX } from '../../../../../contracts/cart/payloads.js';
import type {
  GatewayAddToCartRequest, GatewayApplyCouponRequest, GatewayChangeCartDetailRequest, GatewayChangeQuantityRequest, GatewayCurrencyRequest,
  GatewayGetCartRequest, GatewayRemoveRequest,
} from '../../../../../contracts/gateway/cart.js';

const MAX_ID = 2_147_483_647;

export class CurrencyRequestDto implements GatewayCurrencyRequest {
  @IsInt() @Min(1) @Max(1000)
  currencyId: number;
}

export class GetCartRequestDto extends CurrencyRequestDto implements GatewayGetCartRequest {
  @IsInt() @Min(0) @Max(1023)
  flags: number;
}

export class AddToCartRequestDto extends CurrencyRequestDto implements GatewayAddToCartRequest {
  @IsInt() @Min(1) @Max(MAX_ID)
  productId: number;

  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID)
  stockBarcodeId?: number;

  @IsInt() @Min(1) @Max(CART_QUANTITY_MAX)
  quantity: number;
}

export class RemoveRequestDto extends CurrencyRequestDto implements GatewayRemoveRequest {
  @IsInt() @Min(1) @Max(MAX_ID)
  itemId: number;
}

export class ChangeQuantityRequestDto extends RemoveRequestDto implements GatewayChangeQuantityRequest {
  @IsInt() @Min(1) @Max(CART_QUANTITY_MAX)
  quantity: number;
}

export class ChangeCartDetailRequestDto extends CurrencyRequestDto implements GatewayChangeCartDetailRequest {
  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID)
  shipmentOptionId?: number;

  @IsOptional() @IsBoolean()
  giftBox?: boolean;

  // Length and control characters are the service's (giftNoteRefusal), checked on the trimmed note.
  @IsOptional() @IsString() @MaxLength(2000)
  giftNote?: string;
}

export class ApplyCouponRequestDto extends CurrencyRequestDto implements GatewayApplyCouponRequest {
  @IsString() @Matches(/^[A-Za-z0-9-]{1,40}$/, { message: 'couponCode must be 1 to 40 letters, digits or dashes' })
  couponCode: string;
}
