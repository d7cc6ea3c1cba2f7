import { ReturnMessage } from '../../../../contracts/order/order-return.js';
import { BadInputError } from '../../common/errors.js';
import type { ReturnLineRow } from './order-return.repository.js';

/** How much of a return to refund (issue 30 item 3); neither given: every unit, at what was paid for them. */
export interface RefundChoice {
  /** Units of the return's lines to take back and refund; lines left out are neither restocked nor refunded. */
  lines?: { stockBarcodeId: number; quantity: number }[];
  /** Minor units to pay back: at most what was paid for the units refunded. */
  amount?: number;
}

/** The units a refund takes back per return line, and the money it pays for them (minor units). */
export interface RefundPart {
  units: { line: ReturnLineRow; quantity: number }[];
  amount: number;
  /** What was paid for those units: an amount below it refunds the units only in part. */
  paidFor: number;
}

/**
 * Works out a refund from the operator's choice: chosen units are paid at their share of the line
 * as paid (the share the return was priced at), and an amount never exceeds that share, so a
 * refund never gives back more than the shopper paid for what came back.
 */
export function refundPartOf(lines: readonly ReturnLineRow[], choice: RefundChoice = {}): RefundPart {
  let units = lines.map((line) => ({ line, quantity: line.quantity }));
  if (choice.lines) {
    if (!choice.lines.length) throw new BadInputError(ReturnMessage.refundLinesRequired);
    if (new Set(choice.lines.map((wanted) => wanted.stockBarcodeId)).size !== choice.lines.length) throw new BadInputError(ReturnMessage.duplicateLine);
    units = choice.lines.map((wanted) => {
      const line = lines.find((candidate) => candidate.stockBarcodeId === wanted.stockBarcodeId);
      if (!line) throw new BadInputError(ReturnMessage.refundLineNotInReturn);
      if (!Number.isInteger(wanted.quantity) || wanted.quantity < 1 || wanted.quantity > line.quantity) throw new BadInputError(ReturnMessage.refundQuantityTooHigh);
      return { line, quantity: wanted.quantity };
    });
  }
  const paidFor = units.reduce((sum, unit) => sum + Math.round((unit.line.amount * unit.quantity) / unit.line.quantity), 0);
  if (choice.amount === undefined) return { units, amount: paidFor, paidFor };
  if (!Number.isSafeInteger(choice.amount) || choice.amount < 0) throw new BadInputError(ReturnMessage.refundAmountInvalid);
  if (choice.amount > paidFor) throw new BadInputError(ReturnMessage.refundAbovePaid);
  return { units, amount: choice.amount, paidFor };
}
