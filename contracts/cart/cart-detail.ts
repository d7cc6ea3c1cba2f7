/**
 * Cart-wide choices of the checkout (spec §7 Shopping cart gateway: change cart detail, gift box
 * note): the shipment option and the gift box with its note. Both sides apply the same rules.
 */

/** The gift note's longest length, after trimming. */
export const GIFT_NOTE_MAX_LENGTH = 200;

/** Control characters (C0, DEL, C1) a gift note may not carry: it is printed on a card. */
export const GIFT_NOTE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Shipment option ids of the embedded engine. `pickup` is the store pick-up (spec §7 available
 * stores): nothing is shipped, so the cart carries no shipping fee; it is not one of the listed
 * shipping choices, the delivery choice sets it.
 */
export const SHIPMENT_OPTION = { standard: 1, express: 2, pickup: 3 } as const;

/** POST /api/change-cart-detail: any subset of the choices; what is absent stays as it is. */
export interface ChangeCartDetailPayload {
  /** One of the cart's shipmentOptions ids. */
  shipmentOptionId?: number;
  /** Pack the order in a gift box; false also drops the note. */
  giftBox?: boolean;
  /** At most GIFT_NOTE_MAX_LENGTH characters once trimmed, no control characters; empty removes it. */
  giftNote?: string;
}

/**
 * Why a gift note is refused, or undefined when it is fine (it is checked trimmed). The messages
 * are the shop's own (spec §8 names none).
 */
export function giftNoteRefusal(note: string): string | undefined {
  const trimmed = note.trim();
  if (trimmed.length > GIFT_NOTE_MAX_LENGTH) return CartDetailMessage.giftNoteTooLong;
  if (GIFT_NOTE_FORBIDDEN.test(trimmed)) return CartDetailMessage.giftNoteInvalid;
  return undefined;
}

export const CartDetailMessage = {
  changed: 'Your choices have been saved',
  changeFailure: 'Failed to save your choices',
  unknownShipmentOption: 'This shipment option is not offered',
  pickupStoreMissing: 'Choose the store to pick the order up from',
  pickupNotChosen: 'Choose store pick-up before naming a store',
  giftNoteTooLong: `The gift note can be at most ${GIFT_NOTE_MAX_LENGTH} characters`,
  giftNoteInvalid: 'The gift note cannot contain control characters',
} as const;
