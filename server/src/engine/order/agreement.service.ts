import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Cart } from '../../../../contracts/cart/entities.js';
import { CartRequestFlags, CartTotalType, PaymentType, type Culture } from '../../../../contracts/enums.js';
import type { GatewayAgreementsRequest } from '../../../../contracts/gateway/order-documents.js';
import type { Agreements } from '../../../../contracts/order/documents.js';
import type { OrderAddress } from '../../../../contracts/order/entities.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { PAY_AT_DOOR_FEES } from '../../../../contracts/order/payloads.js';
import { AppError, NotFoundError } from '../../common/errors.js';
import type { CartRow } from '../cart/cart.repository.js';
import { CartService, type CartCaller } from '../cart/cart.service.js';
import { shipmentOptionOf } from '../cart/shipment-options.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { MemberService } from '../member/member.service.js';
import { fillAgreements, type AgreementData } from './agreement-forms.js';
import { OrderDocumentsRepository } from './order-documents.repository.js';
import { OrderRepository } from './order.repository.js';

const minor = (major: number) => Math.round(major * 100);

/**
 * The pre-information form and the distance sales agreement (spec §7 Shopping cart gateway):
 * before placement filled from the shopper's priced cart and chosen addresses, at placement
 * filled again from the order itself and kept with it, so the order shows what was accepted.
 */
@Injectable()
export class AgreementService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly orders: OrderRepository,
    private readonly documents: OrderDocumentsRepository,
    private readonly cart: CartService,
    private readonly members: MemberService,
  ) {}

  /** Both forms for the shopper's cart as it is now priced. */
  async forms(caller: CartCaller, request: GatewayAgreementsRequest): Promise<Agreements> {
    const member = await this.members.signedInMember(caller.shopper);
    const shippingAddress = await this.orders.address(this.db, member.id, request.shippingAddressId);
    const invoiceAddress = request.invoiceAddressId === undefined ? shippingAddress : await this.orders.address(this.db, member.id, request.invoiceAddressId);
    if (!shippingAddress || !invoiceAddress) throw new NotFoundError(OrderMessage.addressNotFound);
    const { cart } = await this.cart.getCart(caller, CartRequestFlags.None);
    if (cart.itemCount === 0) throw new AppError(OrderMessage.cartEmpty, HttpStatus.CONFLICT, 'CART_EMPTY');
    const data = await this.dataOfCart(this.db, cart, caller.culture, { email: member.email, shippingAddress, invoiceAddress, paymentType: request.paymentType });
    return fillAgreements(await this.documents.templates(this.db, caller.culture), data);
  }

  /**
   * Placement: the order keeps its cart's gift box and note, and both forms filled from the order
   * just written (inside the placement's transaction: everything goes through `tx`).
   */
  async keepWithOrder(tx: Queryable, orderId: number, cart: Pick<CartRow, 'giftBox' | 'giftNote'>, culture: Culture): Promise<void> {
    const row = (await this.orders.byId(tx, orderId))!;
    const lines = await this.orders.lines(tx, orderId);
    const currency = (await this.documents.currency(tx, row.currencyId))!;
    const data: AgreementData = {
      culture, currency, buyerEmail: row.email, shippingAddress: row.shippingAddress, invoiceAddress: row.invoiceAddress,
      lines: lines.map((line) => ({ name: line.name, ...(line.size ? { size: line.size } : {}), quantity: line.quantity, unitPrice: line.unitPriceWithTax, total: line.totalWithTax })),
      shipper: row.shipper, shipmentFee: row.shipmentFee,
      totals: (row.totals as { typeId: CartTotalType; value: number }[]).map((entry) => ({ typeId: entry.typeId, amount: minor(entry.value) })),
      paymentType: row.paymentType, date: row.createdAt,
    };
    const agreements = fillAgreements(await this.documents.templates(tx, culture), data);
    await this.documents.keep(tx, orderId, { giftBox: cart.giftBox, giftNote: cart.giftBox ? cart.giftNote : null, agreements: { ...agreements, acceptedAt: row.createdAt.toISOString() } });
  }

  private async dataOfCart(db: Queryable, cart: Cart, culture: Culture, buyer: { email: string; shippingAddress: OrderAddress; invoiceAddress: OrderAddress; paymentType: PaymentType }): Promise<AgreementData> {
    const currency = (await this.documents.currency(db, cart.currencyId))!;
    const shipping = cart.items.find((item) => item.isShipment);
    const net = minor(cart.totals.find((entry) => entry.typeId === CartTotalType.NetTotal)?.value ?? 0);
    // The pay-at-door fee is the payment's, not the cart's: placement adds it the same way.
    const fee = buyer.paymentType === PaymentType.PayAtDoor && net > 0 ? PAY_AT_DOOR_FEES[cart.currencyId] ?? PAY_AT_DOOR_FEES[2] : 0;
    const totals = cart.totals.filter((entry) => entry.typeId !== CartTotalType.NetTotal).map((entry) => ({ typeId: entry.typeId, amount: minor(entry.value) }));
    return {
      culture, currency, buyerEmail: buyer.email, shippingAddress: buyer.shippingAddress, invoiceAddress: buyer.invoiceAddress,
      lines: cart.items.filter((item) => !item.isShipment && item.product).map((item) => ({
        name: item.product!.name, ...(item.stockTypeName ? { size: item.stockTypeName } : {}), quantity: item.quantity, unitPrice: minor(item.unitPriceWithTax), total: minor(item.discountPriceWithTax),
      })),
      shipper: shipmentOptionOf(cart.shipmentOptionId ?? 0).name[culture], shipmentFee: minor(shipping?.salesPriceWithTax ?? 0),
      totals: [...totals, ...(fee ? [{ typeId: CartTotalType.Commission, amount: fee }] : []), { typeId: CartTotalType.NetTotal, amount: net + fee }],
      paymentType: buyer.paymentType, date: new Date(),
    };
  }
}
