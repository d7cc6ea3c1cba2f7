import { PickType } from '@nestjs/swagger';
import type { AgreementsPayload } from '../../../../../contracts/order/documents.js';
import { PlaceOrderDto } from '../../order/dto/place-order.dto.js';

/** The placement's address and payment fields, validated the same way. */
export class AgreementsDto extends PickType(PlaceOrderDto, ['shippingAddressId', 'invoiceAddressId', 'paymentType', 'pickupStoreId'] as const) implements AgreementsPayload {}

// docNo (and e-mail for guests) are validated exactly as order detail validates them.
export { OrderDetailDto as DocNoDto, GuestOrderDetailDto as GuestOrderInvoiceDto } from '../../order/dto/order-detail.dto.js';
