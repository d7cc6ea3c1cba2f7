import { makeAutoObservable, runInAction } from 'mobx';
import type { CardChoiceMoney } from '../../../../contracts/cart/money-rows';
import type { AgreementsPayload } from '../../../../contracts/order/documents';
import { toMinor } from '../../../../contracts/currency/money-format';
import { cardDigits, luhnValid } from '../../../../contracts/order/card';
import type { BankAccount, CardBank, InstallmentOption } from '../../../../contracts/payment/entities';
import { BIN_LENGTH } from '../../../../contracts/payment/payloads';
import type { CardPointsResponse, InstallmentsResponse } from '../../../../contracts/payment/responses';
import { Loadable } from '../../lib/loadable';
import type { StoreFactory } from '../../stores/root-store';
import { cardPaymentApi, type CardPaymentApi } from './card-payment-api';

const INSTALLMENTS_FAILURE = 'Failed to get instalment options';
const POINTS_FAILURE = 'Failed to get card points';
const BANKS_FAILURE = 'Failed to get bank accounts';

/**
 * The card's bank, its instalment options and points as the shopper types the number (spec §7
 * installment options, get credit card point), and the shop's bank accounts for a transfer (get
 * banks). The points are asked once per full card number; the options once per BIN, cart total
 * and points chosen: the server's plans are on the total after the points, and the chosen plan's
 * interest and the points are rows of the checkout's total (issue 32 item 1).
 */
export class CardPaymentStore {
  readonly installments = new Loadable<InstallmentsResponse>(INSTALLMENTS_FAILURE);
  readonly points = new Loadable<CardPointsResponse>(POINTS_FAILURE);
  readonly bankAccounts = new Loadable<BankAccount[]>(BANKS_FAILURE);
  /** The chosen count; 1 until the shopper picks another the bank offers. */
  installmentCount = 1;
  useCardPoints = false;
  /** The cart's total (major units) the options are for. */
  private amount = 0;
  /** What the options answered were asked for (BIN, total, points): rows come only from an answer to what is shown. */
  private answeredQuote = '';
  private requestedQuote = '';
  private bin = '';
  private digits = '';
  private pointsCard = '';

  constructor(private readonly api: CardPaymentApi) {
    makeAutoObservable<CardPaymentStore, 'api'>(this, { api: false, installments: false, points: false, bankAccounts: false });
  }

  /** The card number changed: a new BIN asks for its bank and options; a complete valid number of a points card asks for its balance. */
  cardNumberChanged(number: string): void {
    this.digits = cardDigits(number);
    const bin = this.digits.length >= BIN_LENGTH ? this.digits.slice(0, BIN_LENGTH) : '';
    if (bin !== this.bin) {
      this.bin = bin;
      this.installmentCount = 1;
      this.useCardPoints = false;
      this.requestedQuote = '';
      this.answeredQuote = '';
      if (!bin) this.installments.reset();
    }
    this.quote();
    this.checkPoints();
  }

  /** The cart's total changed (another delivery, a coupon): the plans are asked again for it. */
  cartTotalChanged(amount: number): void {
    if (amount === this.amount) return;
    this.amount = amount;
    this.quote();
  }

  private get wantedQuote(): string {
    return this.bin ? `${this.bin}|${this.amount}|${this.pointsAsked}` : '';
  }

  private get pointsAsked(): number {
    return this.useCardPoints ? this.pointsBalance : 0;
  }

  /** Asks for the plans of what the checkout now shows, unless they are in or on their way; a count no longer offered goes back to 1. */
  private quote(): void {
    const wanted = this.wantedQuote;
    if (!wanted || wanted === this.requestedQuote) return;
    this.requestedQuote = wanted;
    const [bin, points] = [this.bin, this.pointsAsked];
    void this.installments.load(() => this.api.installments(bin, points)).then((answer) => runInAction(() => {
      // A failure is asked again on the next change; an overtaken answer leaves it to the newer one.
      if (!answer) {
        if (this.requestedQuote === wanted) this.requestedQuote = '';
        return;
      }
      this.answeredQuote = wanted;
      if (!answer.options.some((option) => option.count === this.installmentCount)) this.installmentCount = 1;
      this.checkPoints();
    }));
  }

  /** Points are asked once the bank is known to have them and the number is complete (a pasted number waits for its bank). */
  private checkPoints(): void {
    const complete = luhnValid(this.digits) && this.bank?.hasPoints ? this.digits : '';
    if (complete === this.pointsCard) return;
    this.pointsCard = complete;
    this.useCardPoints = false;
    if (complete) void this.points.load(() => this.api.cardPoints(complete));
    else this.points.reset();
    this.quote();
  }

  /** The bank of the BIN typed; undefined until it is known (or for fewer than six digits). */
  get bank(): CardBank | undefined {
    return this.bin && this.answeredQuote.startsWith(`${this.bin}|`) && this.installments.data ? this.installments.data.bank : undefined;
  }

  get options(): InstallmentOption[] {
    return this.bank ? this.installments.data?.options ?? [] : [];
  }

  /** Points the card can spend (major units), 0 when none. */
  get pointsBalance(): number {
    return this.pointsCard ? this.points.data?.balance ?? 0 : 0;
  }

  chooseInstallments(count: number): void {
    if (this.options.some((option) => option.count === count)) this.installmentCount = count;
  }

  setUseCardPoints(use: boolean): void {
    this.useCardPoints = use && this.pointsBalance > 0;
    this.quote();
  }

  /**
   * The chosen plan's interest and the points spent (minor units) for the checkout's rows, from
   * the server's answer to exactly what is shown; undefined while that answer is on its way.
   */
  get choiceMoney(): CardChoiceMoney | undefined {
    const answer = this.installments.data;
    if (!answer || !this.bank || this.answeredQuote !== this.wantedQuote) return undefined;
    const option = answer.options.find((candidate) => candidate.count === this.installmentCount);
    return option ? { interest: toMinor(option.interestAmount), points: toMinor(answer.points) } : undefined;
  }

  /** The card as chosen so far for the agreement forms (their total carries its interest and points): nothing before the bank is known. */
  get agreementChoice(): Pick<AgreementsPayload, 'binNumber' | 'installmentCount' | 'points'> {
    if (!this.bank) return {};
    return { binNumber: this.bin, ...(this.installmentCount > 1 ? { installmentCount: this.installmentCount } : {}), ...(this.pointsAsked ? { points: this.pointsAsked } : {}) };
  }

  /** What the place-order request carries of these choices. */
  get choices(): { installmentCount?: number; useCardPoints?: boolean } {
    return { ...(this.installmentCount > 1 ? { installmentCount: this.installmentCount } : {}), ...(this.useCardPoints ? { useCardPoints: true } : {}) };
  }

  loadBankAccounts(): void {
    if (!this.bankAccounts.data && !this.bankAccounts.loading) void this.bankAccounts.load(async () => (await this.api.banks()).bankAccounts);
  }
}

export const cardPaymentStore: StoreFactory<CardPaymentStore> = (root) => new CardPaymentStore(cardPaymentApi(root.api));
