import { IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import type { AgreementsPayload } from '../../../../../contracts/order/documents.js';
import { PlaceOrderDto } from '../../order/dto/place-order.dto.js';
import { InstallmentsDto } from '../../payment/dto/payment.dto.js';

/** The placement's address and payment fields, and a card's BIN and points as get-installments takes them, validated the same way. */
export class AgreementsDto extends IntersectionType(
  PickType(PlaceOrderDto, ['shippingAddressId', 'invoiceAddressId', 'paymentType', 'pickupStoreId', 'installmentCount'] as const),
  PartialType(InstallmentsDto),
) implements AgreementsPayload {}

// docNo (and e-mail for guests) are validated exactly as order detail validates them.
export { OrderDetailDto as DocNoDto, GuestOrderDetailDto as GuestOrderInvoiceDto } from '../../order/dto/order-detail.dto.js';
