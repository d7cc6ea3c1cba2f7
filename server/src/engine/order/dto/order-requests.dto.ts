import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type {
  GatewayCancelRequest, GatewayCreditWalletRequest, GatewayDocNoRequest, GatewayGuestOrderRequest, GatewayGuestPayOrderRequest, GatewayOrdersRequest, GatewayPayOrderRequest, GatewayPlaceOrderRequest,
} from '../../../../../contracts/gateway/order.js';
import type { PaymentType } from '../../../../../contracts/enums.js';
import { INSTALLMENT_COUNTS } from '../../../../../contracts/payment/payloads.js';
import { DOC_NO_PATTERN, IDEMPOTENCY_KEY_PATTERN, type CardPayload } from '../../../../../contracts/order/payloads.js';
import { IsEmailAddress } from '../../../common/dto/email-address.js';
import { IsAmount } from '../../../common/dto/amount.js';

const MAX_ID = 2_147_483_647;

export class CardRequestDto implements CardPayload {
  @IsString() @Matches(/^[\d -]{12,23}$/, { message: 'card.number must be 12 to 19 digits' })
  number: string;

  @IsString() @Length(2, 60)
  holderName: string;

  @IsInt() @Min(1) @Max(12)
  expiryMonth: number;

  @IsInt() @Min(2000) @Max(2100)
  expiryYear: number;

  @IsString() @Matches(/^\d{3,4}$/, { message: 'card.cvv must be 3 or 4 digits' })
  cvv: string;
}

export class PlaceOrderRequestDto implements GatewayPlaceOrderRequest {
  @IsInt() @Min(1) @Max(1000)
  currencyId: number;

  @IsInt() @Min(1) @Max(MAX_ID)
  shippingAddressId: number;

  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID)
  invoiceAddressId?: number;

  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID)
  pickupStoreId?: number;

  @IsInt() @Min(1) @Max(10)
  paymentType: PaymentType;

  @IsOptional() @ValidateNested() @Type(() => CardRequestDto)
  card?: CardRequestDto;

  @IsOptional() @IsInt() @IsIn([...INSTALLMENT_COUNTS], { message: 'installmentCount must be 1, 2, 3, 6 or 9' })
  installmentCount?: number;

  @IsOptional() @IsBoolean()
  useCardPoints?: boolean;

  @IsOptional() @IsString() @Matches(IDEMPOTENCY_KEY_PATTERN)
  idempotencyKey?: string;
}

export class DocNoRequestDto implements GatewayDocNoRequest {
  @IsString() @Matches(DOC_NO_PATTERN, { message: 'docNo is not an order number' })
  docNo: string;
}

export class GuestOrderRequestDto extends DocNoRequestDto implements GatewayGuestOrderRequest {
  @IsEmailAddress()
  email: string;
}

export class OrdersRequestDto implements GatewayOrdersRequest {
  @IsInt() @Min(1) @Max(10_000)
  page: number;

  @IsInt() @IsIn([10, 20, 50])
  pageSize: number;
}

export class CancelRequestDto extends DocNoRequestDto implements GatewayCancelRequest {
  @IsString() @Length(1, 500)
  reason: string;

  @IsOptional() @IsInt() @Min(1) @Max(1000)
  reasonId?: number;
}

export class PayOrderRequestDto extends DocNoRequestDto implements GatewayPayOrderRequest {
  @IsInt() @IsIn([1, 10], { message: 'paymentType must be 1 (card) or 10 (wallet)' })
  paymentType: PaymentType;

  @IsOptional() @ValidateNested() @Type(() => CardRequestDto)
  card?: CardRequestDto;

  @IsOptional() @IsString() @Matches(IDEMPOTENCY_KEY_PATTERN)
  idempotencyKey?: string;
}

export class GuestPayOrderRequestDto extends PayOrderRequestDto implements GatewayGuestPayOrderRequest {
  @IsEmailAddress()
  email: string;
}

export class CreditWalletRequestDto implements GatewayCreditWalletRequest {
  @IsEmailAddress()
  email: string;

  @IsInt() @Min(1) @Max(1000)
  currencyId: number;

  @IsAmount() @Min(0.01) @Max(1_000_000)
  amount: number;

  @IsOptional() @IsString() @MaxLength(200)
  note?: string;
}
