/** A text message to one mobile phone. */
export interface Sms {
  /** The number in international form (+905xxxxxxxxx). */
  to: string;
  text: string;
}

/**
 * What hands an SMS to a phone network (an SMS provider's API). Every SMS is first written to
 * the outbox with the change that caused it; a carrier gets it after that change commits. Without
 * one (no SMS_URL), texts stay in the outbox, where the development mailbox page shows them.
 */
export interface SmsCarrier {
  /** Hands `sms` over; throws when that cannot be known to have worked (it is not tried again). */
  send(sms: Sms): Promise<void>;
}

/** Injection token of the SmsCarrier; its value is null when no carrier is configured. */
export const SMS_CARRIER = Symbol('SMS_CARRIER');

/** A member's stored mobile (5xxxxxxxxx) as carriers take it. */
export const internationalMobile = (mobilePhone: string): string => `+90${mobilePhone}`;
