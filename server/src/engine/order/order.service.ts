import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CartDetailMessage } from '../../../../contracts/cart/cart-detail.js';
import type { CartTotal } from '../../../../contracts/cart/entities.js';
import { CartTotalType, OrderFlags, OrderStatus, PaymentType, type Culture, type PaymentProviderName } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type {
  GatewayOrderResult, GatewayOrdersResult, GatewayPlaceOrderRequest, GatewayPlaceOrderResult,
} from '../../../../contracts/gateway/order.js';
import { cardExpired, lastFour, luhnValid } from '../../../../contracts/order/card.js';
import type { Order, OrderSummary } from '../../../../contracts/order/entities.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { shopDateTime } from '../../../../contracts/site/shop-dates.js';
import { orderFlagsOf } from '../../../../contracts/order/order-status.js';
import { OFFERED_PAYMENT_TYPES, offeredPaymentTypes } from '../../../../contracts/order/payloads.js';
import { AppError, BadInputError, NotFoundError } from '../../common/errors.js';
import { LOGGER } from '../../common/logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { publicOrigin } from '../../config/public-origin.js';
import { EngineCampaignService } from '../campaign/campaign.service.js';
import { CartEvents } from '../cart/cart-events.js';
import { DEFAULT_TAX_RATE, taxIn } from '../cart/cart-totals.js';
import { CartService, type CartCaller } from '../cart/cart.service.js';
import { CouponUses } from '../coupon/coupon-uses.js';
import { isPickup, shipmentOptionOf } from '../cart/shipment-options.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import { InvalidEnvironmentToken } from '../environment/environment-tokens.js';
import { refuseUntilActivated } from '../member/activation.js';
import { MemberService } from '../member/member.service.js';
import { NotificationService } from '../notification/notification.service.js';
import { PaymentMessage } from '../../../../contracts/payment/messages.js';
import { bankAccountsFor } from '../payment/bank-accounts.js';
import { cardBankOf } from '../payment/bin-table.js';
import { failureOf, OwedRefunds } from '../payment/owed-refunds.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment/payment-provider.js';
import {
  cardChargeOf, cardDeclined, challengeUrlOf, claimKeyOrReplay, keyAnswerOf, keyScopeOf, pendingOf, type CardPayment, type KeyState, type PendingPayment, type PlacementRequest,
} from './card-charge.js';
import { paymentName } from './agreement-forms.js';
import { guestOrderMatches } from './guest-orders.js';
import { AgreementService } from './agreement.service.js';
import { OrderEvents } from './order-events.js';
import { OrderMails, orderUrlOf } from './order-mails.js';
import { placedMoneyOf } from './placed-money.js';
import { placedMailMoney } from './order-money.js';
import { orderMoneyRows } from '../../../../contracts/cart/money-rows.js';
import { OrderRepository, type NewOrderLine, type OrderHistoryRow, type OrderLineRow, type OrderRow, type PaymentRow } from './order.repository.js';
import { paymentStatusOf, payLaterDueDate } from './payment-status.js';
import { pickupAddressOf, PickupStoreRepository, pickupShipperOf } from './pickup-stores.js';
import { WalletRepository } from '../payment/wallet.repository.js';
import { StockTotals } from '../product/stock-totals.js';

const PROVIDERS: Record<number, PaymentProviderName> = {
  [PaymentType.CreditCard]: 'CreditCard', [PaymentType.BankTransfer]: 'Transfer', [PaymentType.FreeOfCharge]: 'FreeOfCharge', [PaymentType.PayAtDoor]: 'PayAtDoor',
  // The spec's provider names have none for these two: the engine itself holds the money.
  [PaymentType.PayLater]: 'Other', [PaymentType.Wallet]: 'Other',
};

const major = (minor: number) => Math.round(minor) / 100;

class OrderConflict extends AppError {
  constructor(message: string, code = 'OUT_OF_STOCK') {
    super(message, HttpStatus.CONFLICT, code);
  }
}

/** The cart's coupon may no longer be used by this shopper: nothing is placed, and the coupon comes off the cart. */
class CouponWithdrawn extends OrderConflict {
  constructor(readonly couponCode: string, readonly refusal: string) {
    super(OrderMessage.couponWithdrawn, 'COUPON_WITHDRAWN');
  }
}

/** Who a command is for. */
export interface OrderCaller {
  shopper: EnvironmentClaims;
  culture: Culture;
}

/**
 * Orders of the embedded engine (spec §7 Shopping cart gateway transactions and Order
 * management). Placement is one transaction: idempotency key claimed, cart locked and priced
 * again, the card authorized (instalment interest and points included), stock taken (locked rows,
 * never below zero), the card captured, order, lines, payment and history written, cart emptied.
 * Any refusal rolls all of it back; a card authorized before a later failure is released. A card
 * that needs 3-D Secure stops after its authorization is asked: the key keeps the waiting payment
 * and SecuredTransactionService finishes the same placement when the bank answers.
 */
@Injectable()
export class OrderService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly stockTotals: StockTotals,
    private readonly repository: OrderRepository,
    private readonly cart: CartService,
    private readonly coupons: CouponUses,
    private readonly campaigns: EngineCampaignService,
    private readonly members: MemberService,
    private readonly cartEvents: CartEvents,
    private readonly orderEvents: OrderEvents,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly agreements: AgreementService,
    private readonly pickupStores: PickupStoreRepository,
    private readonly wallet: WalletRepository,
    private readonly currencies: CurrencyRepository,
    private readonly owedRefunds: OwedRefunds,
    private readonly notifications: NotificationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Places the order of the cart; a card that needs 3-D Secure answers its challenge page instead and waits (nothing taken, no order). */
  async placeOrder(caller: OrderCaller, request: GatewayPlaceOrderRequest): Promise<GatewayPlaceOrderResult> {
    this.checkPayment(request);
    const { card, ...placement } = request;
    const cardPayment: CardPayment | undefined = card && request.paymentType === PaymentType.CreditCard ? {
      lastFour: lastFour(card.number), bank: cardBankOf(card.number),
      points: (currencyCode) => this.provider.cardPoints(card.number, currencyCode),
      authorize: (charge) => this.provider.authorize({ ...charge, card }),
    } : undefined;
    if (cardPayment && caller.shopper.memberId > 0) this.orderEvents.publish({ shoppingCartId: caller.shopper.shoppingCartId, event: { target: 'OnTransactionInitializing', arguments: [] } });
    return this.place(caller, placement, cardPayment, { hash: hashOf(request) });
  }

  /**
   * The one placement both card paths share: a placement as the shopper sent it (`key.hash`: the
   * idempotency key is claimed here) and one back from its 3-D Secure challenge (`key.pending`:
   * the key already holds the waiting payment, and the cart must still be the version it priced).
   */
  async place(caller: OrderCaller, request: PlacementRequest, card: CardPayment | undefined, key: { hash: string } | { pending: PendingPayment }): Promise<GatewayPlaceOrderResult> {
    const { shopper, culture } = caller;
    if (shopper.memberId <= 0) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    const member = await this.members.signedInMember(shopper);
    refuseUntilActivated(member);
    // A guest has no wallet (issue 32 item 5): refused as what it is, not as an empty balance.
    if (!offeredPaymentTypes(member.isGuest).includes(request.paymentType)) throw new AppError(OrderMessage.walletMembersOnly, HttpStatus.FORBIDDEN, 'WALLET_MEMBERS_ONLY');
    const currency = await this.currencies.formatOf(this.db, request.currencyId);
    const currencyCode = currency.code;
    const rules = await this.campaigns.cartRules(culture, request.currencyId);
    const scope = keyScopeOf(member.id);
    const pending = 'pending' in key ? key.pending : undefined;
    const pointsBalance = !card || !request.useCardPoints ? 0 : pending ? pending.pointsBalance : await card.points(currencyCode);
    if (card && request.useCardPoints && pointsBalance <= 0) throw new BadInputError(PaymentMessage.noCardPoints);
    let charged: { reference: string; amount: number } | undefined;
    try {
      const result = await this.db.transaction(async (tx): Promise<{ replay: KeyState } | { challenge: PendingPayment } | { replay: undefined; order: Order; cartVersion: number }> => {
        if ('hash' in key && request.idempotencyKey) {
          const replay = await claimKeyOrReplay(this.repository, tx, scope, request.idempotencyKey, key.hash);
          if (replay) return { replay };
        }
        if (pending) {
          // Two callbacks of one challenge wait here for each other: the second answers what the first did.
          const state = await this.repository.lockKey(tx, scope, request.idempotencyKey!);
          if (!pendingOf(state)) return { replay: (state ?? { failed: { message: PaymentMessage.challengeNotFound, status: HttpStatus.NOT_FOUND, code: 'NOT_FOUND' } }) as KeyState };
        }
        const priced = await this.cart.lockAndPrice(tx, { shopper, culture, currencyId: request.currencyId }, rules);
        if (!priced) throw new InvalidEnvironmentToken('Shopping cart not found');
        if (!priced.lines.length) throw new OrderConflict(OrderMessage.cartEmpty, 'CART_EMPTY');
        if (priced.lines.some((line) => line.name === null || line.salesPrice === null)) throw new OrderConflict(OrderMessage.productUnavailable, 'PRODUCT_UNAVAILABLE');
        // A coupon on the cart this shopper may no longer use: refused before the card is asked, never priced away silently.
        if (priced.couponRefusal) throw new CouponWithdrawn(priced.row.couponCode!, priced.couponRefusal);
        const ownAddress = await this.repository.address(tx, member.id, request.shippingAddressId);
        const invoiceAddress = request.invoiceAddressId === undefined ? ownAddress : await this.repository.address(tx, member.id, request.invoiceAddressId);
        if (!ownAddress || !invoiceAddress) throw new NotFoundError(OrderMessage.addressNotFound);
        // The cart's option is what its totals were shown with: a pick-up cart names its store, and only a pick-up cart may.
        const pickingUp = isPickup(priced.row.shipmentOptionId);
        if (pickingUp && request.pickupStoreId === undefined) throw new BadInputError(CartDetailMessage.pickupStoreMissing);
        if (!pickingUp && request.pickupStoreId !== undefined) throw new OrderConflict(CartDetailMessage.pickupNotChosen, 'PICKUP_NOT_CHOSEN');
        const pickupStore = request.pickupStoreId === undefined ? undefined : await this.pickupStores.byId(tx, request.pickupStoreId, culture);
        if (request.pickupStoreId !== undefined && !pickupStore) throw new NotFoundError(OrderMessage.pickupStoreUnknown);
        const shippingAddress = pickupStore ? pickupAddressOf(pickupStore, invoiceAddress) : ownAddress;
        if (pending && priced.row.version !== pending.cartVersion) throw new OrderConflict(PaymentMessage.cartChangedDuringChallenge, 'CART_CHANGED');

        const { totals } = priced;
        if (request.paymentType === PaymentType.FreeOfCharge && totals.net > 0) throw new BadInputError(OrderMessage.freeOnlyWhenZero);
        const { paymentType, paymentFee, cardCharge, netTotal, totals: orderTotals } = placedMoneyOf(totals, request.paymentType, request.currencyId,
          card ? (amount) => cardChargeOf(amount, card.bank, request.installmentCount ?? 1, pointsBalance) : undefined);
        const docNo = await this.repository.nextDocNo(tx, new Date().getUTCFullYear());

        // The card before the stock: a challenge leaves with nothing taken; a refusal after the charge gives the money back.
        let providerReference: string | null = null;
        if (paymentType === PaymentType.CreditCard) {
          const authorization = await card!.authorize({
            amount: netTotal, currencyCode, reference: docNo, installmentCount: cardCharge!.plan.count, points: cardCharge!.points,
          });
          if (!authorization.approved && authorization.reason === 'three-d-secure') {
            if (!request.idempotencyKey || pending) {
              await this.provider.cancelChallenge(authorization.providerReference);
              throw new BadInputError(OrderMessage.idempotencyKeyInvalid);
            }
            const waiting: PendingPayment = {
              providerReference: authorization.providerReference, cartVersion: priced.row.version, amount: netTotal, currencyCode, pointsBalance,
              lastFour: card!.lastFour, bank: card!.bank, request,
            };
            await this.repository.keepKeyState(tx, scope, request.idempotencyKey, { threeDSecure: waiting });
            return { challenge: waiting };
          }
          if (!authorization.approved) throw cardDeclined();
          charged = { reference: authorization.providerReference, amount: netTotal };
          providerReference = authorization.providerReference;
        }

        // A transfer and a pay-later order wait for their money; everything else is paid or paid on delivery.
        const status = paymentType === PaymentType.BankTransfer || paymentType === PaymentType.PayLater ? OrderStatus.Waiting : OrderStatus.New;
        const barcodes = await this.repository.barcodes(tx, priced.lines.map((line) => line.stockBarcodeId));
        const byKey = new Map(totals.lines.map((line) => [line.key, line]));
        const lines = priced.lines.map((line): Omit<NewOrderLine, 'takenFrom'> & { cartItemId: number } => {
          const unit = line.salesPrice!;
          return {
            cartItemId: line.id, productId: line.productId, stockBarcodeId: line.stockBarcodeId, barcode: barcodes.get(line.stockBarcodeId) ?? '', name: line.name!, size: line.size,
            quantity: line.quantity, unitPriceWithTax: unit, unitPriceWithoutTax: unit - taxIn(unit, DEFAULT_TAX_RATE), totalWithTax: byKey.get(line.id)?.net ?? unit * line.quantity,
            taxRate: DEFAULT_TAX_RATE,
          };
        });
        const shipment = shipmentOptionOf(priced.row.shipmentOptionId);
        const placed = {
          docNo, memberId: member.id, isGuest: member.isGuest, email: member.email.toLowerCase(), currencyId: request.currencyId, currencyCode, status,
          shippingAddress, invoiceAddress, shipmentOptionId: shipment.id, shipper: pickupStore ? pickupShipperOf(pickupStore, culture) : shipment.name[culture], shipmentFee: totals.shipping,
          paymentType, paymentProvider: PROVIDERS[paymentType], paymentFee, couponCode: priced.couponCode ?? null, totals: orderTotals, netTotal, culture,
          giftBox: priced.row.giftBox, giftNote: priced.row.giftBox ? priced.row.giftNote : null, pickupStore: pickupStore ?? null, createdAt: new Date(),
        };
        // The order's lines and rows (contracts/cart/money-rows.ts): its agreements and its mail show the same as its pages and invoice.
        const orderMoney = orderMoneyRows({
          items: lines.map((line) => ({ ...line, unitPriceWithTax: major(line.unitPriceWithTax) })), totals: orderTotals, shipmentFee: major(totals.shipping),
          payment: { paymentType }, ...(pickupStore ? { pickupStore } : {}),
        });
        const row = await this.repository.insertOrder(tx, { ...placed, agreements: await this.agreements.forOrder(tx, { ...placed, money: orderMoney }, culture) });
        // The coupon's use, claimed with its row locked: a placement that raced this one for its last use is refused here.
        if (placed.couponCode) {
          const refusal = await this.coupons.claim(tx, placed.couponCode, row.id, { memberId: member.id, isGuest: member.isGuest, email: member.email });
          if (refusal) throw new CouponWithdrawn(placed.couponCode, refusal);
        }
        const payment = await this.repository.insertPayment(tx, row.id, {
          amount: netTotal, currencyId: request.currencyId, paymentType, provider: PROVIDERS[paymentType],
          status: paymentStatusOf(paymentType), installmentCount: cardCharge?.plan.count ?? 1, dueAt: paymentType === PaymentType.PayLater ? payLaterDueDate(placed.createdAt) : null,
          paidBy: paymentType === PaymentType.PayLater ? null : paymentType,
          cardLastFour: paymentType === PaymentType.CreditCard ? card!.lastFour : null, providerReference,
        });
        if (paymentType === PaymentType.Wallet && !(await this.wallet.debit(tx, member.id, request.currencyId, netTotal, row.id, docNo))) {
          throw new AppError(OrderMessage.walletShort, HttpStatus.PAYMENT_REQUIRED, 'WALLET_SHORT');
        }
        const history = await this.repository.addHistory(tx, row.id, status, null);
        const cartVersion = await this.cart.emptyLocked(tx, priced.row.id);
        // Sent only if this transaction commits (the outbox goes out after it); written before the
        // stock, so the stock row locks are held no longer for it.
        await this.notifications.enqueue(tx, OrderMails.placed(placed.email, culture, docNo, {
          ...placedMailMoney(orderMoney, culture, currency),
          paymentName: paymentName(culture, paymentType), waitsForPayment: status === OrderStatus.Waiting, isGuest: member.isGuest,
          ...(paymentType === PaymentType.BankTransfer ? { bankAccounts: bankAccountsFor(currencyCode) } : {}),
          ...(payment.dueAt ? { payBy: shopDateTime(payment.dueAt, culture) } : {}),
        }, orderUrlOf(publicOrigin(this.config), { docNo, isGuest: member.isGuest, culture })));

        // Stock last: its row locks are what concurrent placements of one product queue on, so they
        // are held only for the few statements from here to the commit. Variants in barcode order,
        // so two placements never wait on each other the other way round.
        const takes = new Map<number, NewOrderLine['takenFrom']>();
        for (const line of [...priced.lines].sort((a, b) => a.stockBarcodeId - b.stockBarcodeId)) {
          const taken = await this.repository.takeStock(tx, line.stockBarcodeId, line.quantity);
          if (!taken) throw new OrderConflict(OrderMessage.outOfStock);
          takes.set(line.id, taken);
        }
        await this.stockTotals.refresh(tx, priced.lines.map((line) => line.productId));
        const written = await this.repository.insertLines(tx, row.id, lines.map(({ cartItemId, ...line }) => ({ ...line, takenFrom: takes.get(cartItemId) ?? [] })));
        // The capture as late as it can be: only the idempotency answer is written after the bank has the money.
        if (providerReference) await this.provider.capture(providerReference, netTotal);
        // The answer from what the statements above wrote and returned: no read back.
        const order = orderAnswerOf(row, written, payment, [history]);
        if (request.idempotencyKey) await this.repository.storeAnswer(tx, scope, request.idempotencyKey, row.id, order);
        return { replay: undefined, order, cartVersion };
        // Run once: the card is authorised and captured inside, and a second run would charge again.
      }, { retry: false });
      if ('challenge' in result) {
        const challengeUrl = challengeUrlOf(request.idempotencyKey!);
        this.orderEvents.publish({ shoppingCartId: shopper.shoppingCartId, event: { target: 'OnTransactionInitialized', arguments: [{ amount: major(result.challenge.amount), currencyCode }] } });
        this.orderEvents.publish({ shoppingCartId: shopper.shoppingCartId, event: { target: 'OnSecuredTransactionInitialized', arguments: [{ challengeUrl }] } });
        this.logger.info({ cardLastFour: result.challenge.lastFour }, 'card payment waits for 3-D Secure');
        return { replayed: false, threeDSecure: { challengeUrl } };
      }
      if (result.replay) return { ...keyAnswerOf(result.replay, request.idempotencyKey!), replayed: true };
      if (card && !pending) this.orderEvents.publish({ shoppingCartId: shopper.shoppingCartId, event: { target: 'OnTransactionInitialized', arguments: [{ amount: result.order.netTotal, currencyCode }] } });
      this.notifications.flush();
      this.cartEvents.publish({ shoppingCartId: shopper.shoppingCartId, version: result.cartVersion, itemCount: 0 });
      this.orderEvents.publish({ shoppingCartId: shopper.shoppingCartId, event: { target: 'OnOrderCompleted', arguments: [{ isSuccess: true, docNo: result.order.docNo }] } });
      this.logger.info({ docNo: result.order.docNo, paymentType: result.order.payment.paymentType }, 'order placed');
      return { order: result.order, replayed: false };
    } catch (error) {
      // The card was charged but the order was not written: the money goes back.
      if (charged) await this.owedRefunds.reverse({ providerReference: charged.reference, amount: charged.amount, reason: `placement failed: ${failureOf(error)}` });
      if (error instanceof CouponWithdrawn) await this.withdrawCoupon({ shopper, culture, currencyId: request.currencyId }, error);
      throw error;
    }
  }

  /** The refused coupon off the cart (after the placement rolled back), so the shopper's next look shows the total without it. */
  private async withdrawCoupon(caller: CartCaller, withdrawn: CouponWithdrawn): Promise<void> {
    try {
      await this.cart.dropCoupon(caller, withdrawn.couponCode);
      this.logger.info({ couponCode: withdrawn.couponCode, refusal: withdrawn.refusal }, 'placement refused: the cart\'s coupon can no longer be used');
    } catch (error) {
      // The refusal stands either way; the coupon stays on the cart and is refused again.
      this.logger.warn({ err: error, couponCode: withdrawn.couponCode }, 'a refused coupon could not be taken off the cart');
    }
  }

  /** The shopper's own order; another's is 404, as one that does not exist. */
  async orderDetail(caller: OrderCaller, docNo: string): Promise<GatewayOrderResult> {
    if (caller.shopper.memberId <= 0) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    const row = await this.repository.byDocNo(this.db, docNo);
    if (!row || row.memberId !== caller.shopper.memberId) throw new NotFoundError(OrderMessage.orderNotFound);
    return { order: await this.read(this.db, row) };
  }

  /** A guest's order by docNo plus e-mail; every wrong pair, and a member's order, gets the same message. */
  async guestOrderDetail(docNo: string, email: string): Promise<GatewayOrderResult> {
    const row = await this.repository.byDocNo(this.db, docNo);
    if (!row || !guestOrderMatches(row, email)) throw new NotFoundError(OrderMessage.guestOrderNotFound);
    return { order: await this.read(this.db, row) };
  }

  async orders(caller: OrderCaller, page: number, pageSize: number): Promise<GatewayOrdersResult> {
    if (caller.shopper.memberId <= 0) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    const { rows, total: totalItems } = await this.repository.ofMember(this.db, caller.shopper.memberId, pageSize, (page - 1) * pageSize);
    const orders: OrderSummary[] = rows.map((row) => ({
      docNo: row.docNo, currencyCode: row.currencyCode, netTotal: major(row.netTotal), status: row.status, statusName: OrderStatus[row.status] as keyof typeof OrderStatus,
      flags: flagsOf(row), itemCount: row.itemCount, createdAt: row.createdAt.toISOString(),
    }));
    return {
      orders,
      pagination: { currentPage: page, pageSize, totalPages: Math.ceil(totalItems / pageSize), totalItems, taked: orders.length, skipped: (page - 1) * pageSize },
    };
  }

  private checkPayment(request: GatewayPlaceOrderRequest): void {
    if (!(OFFERED_PAYMENT_TYPES as readonly number[]).includes(request.paymentType)) throw new BadInputError(OrderMessage.paymentTypeNotOffered);
    if (request.paymentType !== PaymentType.CreditCard && (request.installmentCount ?? 1) !== 1) throw new BadInputError(PaymentMessage.installmentNotOffered);
    if (request.paymentType !== PaymentType.CreditCard) return;
    const { card } = request;
    if (!card) throw new BadInputError(OrderMessage.cardRequired);
    if (!luhnValid(card.number)) throw new BadInputError(OrderMessage.cardNumberInvalid);
    if (cardExpired(card.expiryMonth, card.expiryYear)) throw new BadInputError(OrderMessage.cardExpired);
  }

  /** The order as the shopper reads it, inside `db` (a transaction that wrote it, or the database). */
  async read(db: Queryable, row: OrderRow): Promise<Order> {
    const [lines, payment, history] = await Promise.all([this.repository.lines(db, row.id), this.repository.payment(db, row.id), this.repository.history(db, row.id)]);
    return orderAnswerOf(row, lines, payment, history);
  }
}

/** An order as the shopper reads it, from its rows. */
export function orderAnswerOf(row: OrderRow, lines: OrderLineRow[], payment: PaymentRow | undefined, history: OrderHistoryRow[]): Order {
  return {
    docNo: row.docNo, currencyCode: row.currencyCode, currencyId: row.currencyId, exchangeRate: row.exchangeRate, shipper: row.shipper, shipmentFee: major(row.shipmentFee),
    shipmentOptionId: row.shipmentOptionId, giftBox: row.giftBox, ...(row.giftNote ? { giftNote: row.giftNote } : {}), ...(row.agreements ? { agreements: row.agreements } : {}),
    items: lines.map((line) => ({
      productId: line.productId, stockBarcodeId: line.stockBarcodeId, barcode: line.barcode, name: line.name, ...(line.size ? { stockTypeName: line.size } : {}),
      quantity: line.quantity, unitPriceWithTax: major(line.unitPriceWithTax), unitPriceWithoutTax: major(line.unitPriceWithoutTax), totalWithTax: major(line.totalWithTax),
      ...(line.returnedQuantity ? { returnedQuantity: line.returnedQuantity } : {}),
    })),
    totals: row.totals as CartTotal[], netTotal: major(row.netTotal), status: row.status, statusName: OrderStatus[row.status] as keyof typeof OrderStatus,
    flags: flagsOf(row),
    payment: {
      paymentType: row.paymentType, provider: row.paymentProvider as PaymentProviderName, status: payment?.status ?? 'waiting', amount: major(payment?.amount ?? row.netTotal),
      ...(payment?.cardLastFour ? { cardLastFour: payment.cardLastFour, ...(payment.installmentCount > 1 ? { installmentCount: payment.installmentCount } : {}), ...cardPlanOf(row.totals as CartTotal[]) } : {}),
      ...(payment?.dueAt ? { dueAt: payment.dueAt.toISOString() } : {}),
      ...transferAccountsOf(row, payment),
    },
    shippingAddress: row.shippingAddress, invoiceAddress: row.invoiceAddress, ...(row.pickupStore ? { pickupStore: row.pickupStore } : {}),
    ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}), email: row.email, createdAt: row.createdAt.toISOString(),
    history: history.map((entry) => ({ status: entry.status, statusName: OrderStatus[entry.status] as keyof typeof OrderStatus, ...(entry.note ? { note: entry.note } : {}), at: entry.at.toISOString() })),
  };
}

/** A bank transfer still waiting: the accounts of the order's currency it is to be sent to (issue 32 item 6). */
function transferAccountsOf(row: Pick<OrderRow, 'paymentType' | 'currencyCode'>, payment: PaymentRow | undefined): Pick<Order['payment'], 'bankAccounts'> {
  return (row.paymentType as PaymentType) === PaymentType.BankTransfer && (payment?.status ?? 'waiting') === 'waiting' ? { bankAccounts: bankAccountsFor(row.currencyCode) } : {};
}

/** Flags of the lifecycle's transition table (contracts/order/order-status.ts). */
/** The interest and points of a card order, from its totals (a card order's only Commission total is its instalment interest). */
function cardPlanOf(totals: CartTotal[]): Pick<Order['payment'], 'interestAmount' | 'pointsUsed'> {
  const interest = totals.find((entry) => entry.typeId === CartTotalType.Commission);
  const points = totals.find((entry) => entry.typeId === CartTotalType.SitePoint);
  return {
    ...(interest ? { interestAmount: interest.value } : {}),
    ...(points ? { pointsUsed: points.value } : {}),
  };
}

function flagsOf(row: Pick<OrderRow, 'status' | 'deliveredAt'>): OrderFlags {
  return orderFlagsOf(row.status, row.deliveredAt);
}

/**
 * What makes two placements "the same request": everything but the key, with the card reduced
 * to what may be kept (last four digits, expiry, holder). The card number is never hashed whole.
 */
function hashOf(request: GatewayPlaceOrderRequest): string {
  const { card } = request;
  const canonical = [
    request.currencyId, request.shippingAddressId, request.invoiceAddressId ?? request.shippingAddressId, request.paymentType,
    card ? [lastFour(card.number), card.expiryMonth, card.expiryYear, card.holderName.trim()] : null, request.installmentCount ?? 1, request.useCardPoints ?? false,
    request.pickupStoreId ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
