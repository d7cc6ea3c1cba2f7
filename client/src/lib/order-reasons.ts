import { string } from 'yup';
import { REASON_NOTE_MAX, type OrderReason } from '../../../contracts/order/order-return';

/** What the reason field and its note say when they are wrong, in the page's words. */
export interface ReasonTexts {
  reasonRequired: string;
  noteTooLong: string;
  noteRequired: string;
}

/**
 * A reason of the shop's list and the shopper's own words where the chosen reason asks for them,
 * as the engine checks them (cancel and return, member and guest alike). The note's rule reads
 * the sibling field `reason`.
 */
export function reasonFields(reasons: readonly OrderReason[], texts: ReasonTexts) {
  const needsNote = new Set(reasons.filter((reason) => reason.needsNote).map((reason) => String(reason.id)));
  return {
    reason: string().oneOf(reasons.map((reason) => String(reason.id)), texts.reasonRequired).required(texts.reasonRequired),
    note: string().trim().max(REASON_NOTE_MAX, texts.noteTooLong)
      .when('reason', { is: (reason: string) => needsNote.has(reason), then: (schema) => schema.required(texts.noteRequired) }),
  };
}
