import { PickType } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import type { GatewayAgreementsRequest, GatewayRepeatOrderRequest } from '../../../../../contracts/gateway/order-documents.js';
import { DocNoRequestDto, PlaceOrderRequestDto } from './order-requests.dto.js';

/** The placement's currency, address and payment fields, validated the same way. */
export class AgreementsRequestDto extends PickType(PlaceOrderRequestDto, ['currencyId', 'shippingAddressId', 'invoiceAddressId', 'paymentType', 'pickupStoreId'] as const) implements GatewayAgreementsRequest {}

export class RepeatOrderRequestDto extends DocNoRequestDto implements GatewayRepeatOrderRequest {
  @IsInt() @Min(1) @Max(1000)
  currencyId: number;
}
