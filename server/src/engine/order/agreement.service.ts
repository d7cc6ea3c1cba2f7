import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Cart } from '../../../../contracts/cart/entities.js';
import { CartRequestFlags, CartTotalType, PaymentType, type Culture } from '../../../../contracts/enums.js';
import type { GatewayAgreementsRequest } from '../../../../contracts/gateway/order-documents.js';
import type { AcceptedAgreements, Agreements } from '../../../../contracts/order/documents.js';
import type { OrderAddress } from '../../../../contracts/order/entities.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { cartMoneyRows, type CardChoiceMoney, type MoneyRows } from '../../../../contracts/cart/money-rows.js';
import { toMinor } from '../../../../contracts/currency/money-format.js';
import { AppError, NotFoundError } from '../../common/errors.js';
import { CartService, type CartCaller } from '../cart/cart.service.js';
import { isPickup, shipmentOptionOf } from '../cart/shipment-options.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import { MemberService } from '../member/member.service.js';
import { cardBankOf } from '../payment/bin-table.js';
import { cardChargeOf } from './card-charge.js';
import { fillAgreements, type AgreementData } from './agreement-forms.js';
import { OrderDocumentsRepository } from './order-documents.repository.js';
import { OrderRepository, type NewOrder, type NewOrderLine } from './order.repository.js';
import { pickupAddressOf, PickupStoreRepository, pickupShipperOf } from './pickup-stores.js';

const minor = (major: number) => Math.round(major * 100);

/** What the agreements of a placement are filled from: the order and its lines before they are written. */
export type PlacedOrderData = Pick<NewOrder, 'email' | 'currencyId' | 'shippingAddress' | 'invoiceAddress' | 'shipper' | 'shipmentFee' | 'paymentType' | 'createdAt'>
  & { money: MoneyRows<Pick<NewOrderLine, 'name' | 'size'>> };

/**
 * A card payment's interest and points for the forms (issue 32 item 1), charged as placement
 * charges them (cardChargeOf on the cart's total: points first, the plan on the rest); none
 * without a BIN or for another payment type. 400 when the bank does not offer the count.
 */
function cardChoiceOfRequest(cart: Cart, request: GatewayAgreementsRequest): CardChoiceMoney | undefined {
  if (request.paymentType !== PaymentType.CreditCard || !request.binNumber) return undefined;
  const net = toMinor(cart.totals.find((total) => total.typeId === CartTotalType.NetTotal)?.value ?? 0);
  const bank = cardBankOf(request.binNumber);
  const { points, plan } = cardChargeOf(net, bank, request.installmentCount ?? 1, bank.hasPoints ? toMinor(request.points ?? 0) : 0);
  return { interest: plan.interest, points };
}

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
    private readonly pickupStores: PickupStoreRepository,
    private readonly currencies: CurrencyRepository,
  ) {}

  /** Both forms for the shopper's cart as it is now priced. */
  async forms(caller: CartCaller, request: GatewayAgreementsRequest): Promise<Agreements> {
    const member = await this.members.signedInMember(caller.shopper);
    const shippingAddress = await this.orders.address(this.db, member.id, request.shippingAddressId);
    const invoiceAddress = request.invoiceAddressId === undefined ? shippingAddress : await this.orders.address(this.db, member.id, request.invoiceAddressId);
    if (!shippingAddress || !invoiceAddress) throw new NotFoundError(OrderMessage.addressNotFound);
    const { cart } = await this.cart.getCart(caller, CartRequestFlags.None);
    if (cart.itemCount === 0) throw new AppError(OrderMessage.cartEmpty, HttpStatus.CONFLICT, 'CART_EMPTY');
    // A pick-up cart's forms name the store as placement will; a store on any other cart is ignored, as the preview is not the place to refuse it.
    const store = isPickup(cart.shipmentOptionId ?? 0) && request.pickupStoreId !== undefined ? await this.pickupStores.byId(this.db, request.pickupStoreId, caller.culture) : undefined;
    const data = await this.dataOfCart(this.db, cart, caller.culture, {
      email: member.email, invoiceAddress, paymentType: request.paymentType, card: cardChoiceOfRequest(cart, request),
      shippingAddress: store ? pickupAddressOf(store, invoiceAddress) : shippingAddress, ...(store ? { shipper: pickupShipperOf(store, caller.culture) } : {}),
    });
    return fillAgreements(await this.documents.templates(this.db, caller.culture), data);
  }

  /**
   * Placement: both forms filled from the order about to be written (its totals, lines and
   * addresses as placement computed them), so the order keeps what the shopper accepted. Built
   * from memory rather than read back, because placement holds stock locks while it works.
   */
  async forOrder(tx: Queryable, order: PlacedOrderData, culture: Culture): Promise<AcceptedAgreements> {
    const currency = (await this.currencies.byId(tx, order.currencyId))!;
    const data: AgreementData = {
      culture, currency, buyerEmail: order.email, shippingAddress: order.shippingAddress, invoiceAddress: order.invoiceAddress,
      money: order.money, shipper: order.shipper, shipmentFee: order.shipmentFee, paymentType: order.paymentType, date: order.createdAt,
    };
    return { ...fillAgreements(await this.documents.templates(tx, culture), data), acceptedAt: order.createdAt.toISOString() };
  }

  private async dataOfCart(
    db: Queryable, cart: Cart, culture: Culture,
    buyer: { email: string; shippingAddress: OrderAddress; invoiceAddress: OrderAddress; paymentType: PaymentType; card?: CardChoiceMoney; shipper?: string },
  ): Promise<AgreementData> {
    const currency = (await this.currencies.byId(db, cart.currencyId))!;
    const shipping = cart.items.find((item) => item.isShipment);
    // The checkout's rows with the chosen payment type's fee, and a card's interest and points, as placement will charge them (issue 32 item 1).
    const money = cartMoneyRows(cart, buyer.paymentType, buyer.card);
    return {
      culture, currency, buyerEmail: buyer.email, shippingAddress: buyer.shippingAddress, invoiceAddress: buyer.invoiceAddress,
      money: { ...money, lines: money.lines.map((line) => ({ ...line, item: { name: line.item.product!.name, size: line.item.stockTypeName ?? null } })) },
      shipper: buyer.shipper ?? shipmentOptionOf(cart.shipmentOptionId ?? 0).name[culture], shipmentFee: minor(shipping?.salesPriceWithTax ?? 0),
      paymentType: buyer.paymentType, date: new Date(),
    };
  }
}
