import { IsEmailAddress } from '../../../common/dto/email-address.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { PaymentType } from '../../../../../contracts/enums.js';
import { INSTALLMENT_COUNTS } from '../../../../../contracts/payment/payloads.js';
import { DOC_NO_EXAMPLE, DOC_NO_PATTERN, OFFERED_PAYMENT_TYPES, type CardPayload, type GuestPayOrderPayload, type PayOrderPayload, type PlaceOrderPayload } from '../../../../../contracts/order/payloads.js';

const MAX_ID = 2_147_483_647;

/** Card fields: checked for shape here, for Luhn and expiry by the engine before any provider sees them. */
export class CardDto implements CardPayload {
  @ApiProperty({ example: '4111 1111 1111 1111' })
  @IsString() @Matches(/^[\d -]{12,23}$/, { message: 'card.number must be 12 to 19 digits' })
  number: string;

  @ApiProperty({ example: 'AYSE ISIK' })
  @IsString() @Length(2, 60)
  holderName: string;

  @ApiProperty({ example: 12 })
  @IsInt() @Min(1) @Max(12)
  expiryMonth: number;

  @ApiProperty({ example: 2030 })
  @IsInt() @Min(2000) @Max(2100)
  expiryYear: number;

  @ApiProperty({ example: '123' })
  @IsString() @Matches(/^\d{3,4}$/, { message: 'card.cvv must be 3 or 4 digits' })
  cvv: string;
}

/** POST /api/place-order: no prices or totals; the engine computes them from the cart. */
export class PlaceOrderDto implements PlaceOrderPayload {
  @ApiProperty({ description: 'One of the shopper\'s own addresses' })
  @IsInt() @Min(1) @Max(MAX_ID)
  shippingAddressId: number;

  @ApiPropertyOptional({ description: 'Absent: the shipping address' })
  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID)
  invoiceAddressId?: number;

  @ApiPropertyOptional({ description: 'Picked up at this store (GET /api/available-stores) instead of shipped' })
  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID)
  pickupStoreId?: number;

  @ApiProperty({ description: '1 credit card, 2 bank transfer, 3 free of charge, 8 pay at door, 9 pay later, 10 wallet' })
  @IsInt() @IsIn([...OFFERED_PAYMENT_TYPES], { message: 'paymentType must be 1 (card), 2 (bank transfer), 3 (free of charge), 8 (pay at door), 9 (pay later) or 10 (wallet)' })
  paymentType: PaymentType;

  @ApiPropertyOptional({ type: CardDto })
  @IsOptional() @ValidateNested() @Type(() => CardDto)
  card?: CardDto;

  @ApiPropertyOptional({ description: 'Card payments: 1 (single payment) or a count the card\'s bank offers (get-installments)', enum: INSTALLMENT_COUNTS })
  @IsOptional() @IsInt() @IsIn([...INSTALLMENT_COUNTS], { message: 'installmentCount must be 1, 2, 3, 6 or 9' })
  installmentCount?: number;

  @ApiPropertyOptional({ description: 'Card payments: spend the card\'s points (get-card-points) first' })
  @IsOptional() @IsBoolean()
  useCardPoints?: boolean;
}

/** POST /api/pay-order: a pay-later order paid from its page. */
export class PayOrderDto implements PayOrderPayload {
  @ApiProperty({ example: DOC_NO_EXAMPLE })
  @IsString() @MaxLength(40) @Matches(DOC_NO_PATTERN, { message: 'docNo is not an order number' })
  docNo: string;

  @ApiProperty({ description: '1 credit card (a 3-D Secure card answers its challenge page) or 10 wallet' })
  @IsInt() @IsIn([1, 10], { message: 'paymentType must be 1 (card) or 10 (wallet)' })
  paymentType: PaymentType;

  @ApiPropertyOptional({ type: CardDto })
  @IsOptional() @ValidateNested() @Type(() => CardDto)
  card?: CardDto;
}

export class GuestPayOrderDto extends PayOrderDto implements GuestPayOrderPayload {
  @ApiProperty({ description: 'The e-mail the guest placed the order with (order tracking\'s pair)' })
  @IsEmailAddress()
  email: string;
}
