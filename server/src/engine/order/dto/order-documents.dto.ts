import { IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import type { GatewayAgreementsRequest, GatewayRepeatOrderRequest } from '../../../../../contracts/gateway/order-documents.js';
import { InstallmentsRequestDto } from './card-payment-requests.dto.js';
import { DocNoRequestDto, PlaceOrderRequestDto } from './order-requests.dto.js';

/** The placement's currency, address and payment fields, and a card's BIN and points as the instalment options take them, validated the same way. */
export class AgreementsRequestDto extends IntersectionType(
  PickType(PlaceOrderRequestDto, ['currencyId', 'shippingAddressId', 'invoiceAddressId', 'paymentType', 'pickupStoreId', 'installmentCount'] as const),
  PartialType(PickType(InstallmentsRequestDto, ['binNumber', 'points'] as const)),
) implements GatewayAgreementsRequest {}

export class RepeatOrderRequestDto extends DocNoRequestDto implements GatewayRepeatOrderRequest {
  @IsInt() @Min(1) @Max(1000)
  currencyId: number;
}
