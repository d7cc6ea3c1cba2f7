/** Card payment details the checkout shows (spec §7 Payment: get banks, get credit card point; Shopping cart gateway: installment options). */

/** The bank behind a card, told by its first six digits (the BIN). */
export interface CardBank {
  /** Stable code of the bank (garanti, isbank, yapikredi, akbank, ziraat) or 'unknown'. */
  bankCode: string;
  /** The bank's name as it brands itself, e.g. "Garanti BBVA"; empty for an unknown bank. */
  bankName: string;
  /** The card programme, e.g. Bonus, Maximum, World, Axess; empty when not known. */
  cardFamily: string;
  /** true when the card collects points the shopper can spend at checkout. */
  hasPoints: boolean;
}

/** One way to pay the amount: in one go (count 1) or in monthly instalments. Major units. */
export interface InstallmentOption {
  /** 1 = single payment; 2, 3, 6 or 9 monthly instalments. */
  count: number;
  /** What each month takes (the first month also takes the few minor units a division leaves over). */
  monthlyAmount: number;
  /** What the card is charged in all: the amount plus the interest. */
  totalAmount: number;
  /** The bank's interest for this count (0 for a single payment). */
  interestAmount: number;
}

/** A bank account of the shop, for payment by bank transfer (spec §7 Payment: get banks). */
export interface BankAccount {
  bankName: string;
  branch: string;
  accountHolder: string;
  /** TR and 24 digits, as printed (groups of four). */
  iban: string;
  /** ISO code of the money the account holds (TRY, USD, EUR): a transfer is sent in the order's currency to an account of that currency. */
  currencyCode: string;
}

/** A checkout's card payment waiting for the shopper's 3-D Secure confirmation (issue 32 item 7): what a reloaded payment page needs to go on. */
export interface PendingChallenge {
  /** The placement's Idempotency-Key: the challenge and its answer belong to it. */
  idempotencyKey: string;
  /** The bank's page to open again. */
  challengeUrl: string;
  /** Major units, what the bank was asked to charge. */
  amount: number;
  currencyCode: string;
  cardLastFour: string;
}
