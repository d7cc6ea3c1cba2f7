import type { ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '../../contracts/order/card.js';
import { THREE_D_SECURE_TEST_CODE } from '../../contracts/payment/payloads.js';
import { startLocalHttpServer, type LocalHttpServer } from './local-http-server.js';

/** What the bank does when asked: answer, answer too late, fail, or answer what no client reads. */
export type BankFault =
  | { kind: 'none' }
  | { kind: 'slow'; ms: number }
  | { kind: 'error'; status: number }
  | { kind: 'garbage' };

/** A payment as the bank's books hold it, minor units. */
export interface BankPayment {
  providerReference: string;
  reference: string;
  amount: number;
  captured: number;
  refunded: number;
  voided: boolean;
}

export interface TestBank extends LocalHttpServer {
  /**
   * Spoils the named operations (authorize, capture, refund, void, challenges/complete, ...) on top
   * of those already spoiled, or every one when none is named.
   */
  fault(fault: BankFault, operations?: string[]): void;
  /** Answers every operation normally again. */
  restore(): void;
  /** Every payment the bank opened. */
  payments(): BankPayment[];
  /** Payments the bank holds money for: captured and not given back. */
  charges(): BankPayment[];
}

/**
 * A stand-in for the card provider's HTTP API outside the shop (PAYMENT_PROVIDER_URL), with
 * books a test can read: it approves every card but the declined test card, asks 3-D Secure of
 * the 3-D Secure test card, refunds once per idempotency key, and does the work before answering, as a slow bank does (an answer
 * that comes too late may stand for an authorization or a capture that happened).
 */
export async function startTestBank(): Promise<TestBank> {
  const books = new Map<string, BankPayment>();
  const challenges = new Map<string, { reference: string; amount: number }>();
  const refundKeys = new Set<string>();
  let faults = new Map<string, BankFault>();
  let everyOperation: BankFault = { kind: 'none' };

  const open = (reference: string, amount: number) => {
    const payment = { providerReference: `bank_${randomUUID()}`, reference, amount, captured: 0, refunded: 0, voided: false };
    books.set(payment.providerReference, payment);
    return payment;
  };

  function work(operation: string, body: Record<string, unknown>): { status: number; answer: unknown } {
    const payment = typeof body.providerReference === 'string' ? books.get(body.providerReference) : undefined;
    switch (operation) {
      case 'authorize': {
        const card = (body.card ?? {}) as { number?: string };
        if (card.number === TEST_CARDS.declined) return { status: 200, answer: { status: 'declined' } };
        if (card.number === TEST_CARDS.threeDSecure) {
          const providerReference = `bank3ds_${randomUUID()}`;
          challenges.set(providerReference, { reference: String(body.reference), amount: Number(body.amount) });
          return { status: 200, answer: { status: 'three-d-secure', providerReference } };
        }
        return { status: 200, answer: { status: 'approved', providerReference: open(String(body.reference), Number(body.amount)).providerReference } };
      }
      case 'challenges/complete': {
        const challenge = challenges.get(String(body.providerReference));
        // A mistyped code: the challenge stays open for another try, as a bank's page does (issue 32 item 7).
        if (challenge && body.code !== THREE_D_SECURE_TEST_CODE) return { status: 200, answer: { status: 'wrong-code' } };
        challenges.delete(String(body.providerReference));
        if (!challenge) return { status: 200, answer: { status: 'failed' } };
        return { status: 200, answer: { status: 'approved', providerReference: open(challenge.reference, challenge.amount).providerReference } };
      }
      case 'challenges/cancel':
        challenges.delete(String(body.providerReference));
        return { status: 200, answer: {} };
      case 'capture':
        if (!payment || payment.voided || Number(body.amount) > payment.amount - payment.captured) return { status: 409, answer: { message: 'capture refused' } };
        payment.captured += Number(body.amount);
        return { status: 200, answer: {} };
      case 'refund':
        if (!payment) return { status: 404, answer: { message: 'unknown payment' } };
        if (typeof body.idempotencyKey === 'string') {
          if (refundKeys.has(body.idempotencyKey)) return { status: 200, answer: {} };
          refundKeys.add(body.idempotencyKey);
        }
        if (payment.captured === 0) payment.voided = true; else payment.refunded += Number(body.amount);
        return { status: 200, answer: {} };
      case 'void':
        for (const held of books.values()) if (held.reference === body.reference && held.captured === 0) held.voided = true;
        return { status: 200, answer: {} };
      case 'points':
        return { status: 200, answer: { balance: 0 } };
      default:
        return { status: 404, answer: { message: 'no such operation' } };
    }
  }

  const send = (response: ServerResponse, status: number, answer: unknown) => {
    if (!response.destroyed) response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  };

  const server = await startLocalHttpServer((request, response) => {
    const operation = request.url.replace(/^\/+/, '');
    const fault = faults.get(operation) ?? everyOperation;
    if (fault.kind === 'error') { response.writeHead(fault.status, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>'); return; }
    if (fault.kind === 'garbage') { response.writeHead(200, { 'content-type': 'application/json' }).end('\u0000{"status": appro'); return; }
    let body: Record<string, unknown> = {};
    try { body = JSON.parse(request.body) as Record<string, unknown>; } catch { /* an empty or broken body is refused below */ }
    const { status, answer } = work(operation, body);
    if (fault.kind === 'slow') setTimeout(() => send(response, status, answer), fault.ms);
    else send(response, status, answer);
  });

  return {
    ...server,
    fault(fault, operations) {
      if (operations) for (const operation of operations) faults.set(operation, fault);
      else { faults = new Map(); everyOperation = fault; }
    },
    restore() {
      faults = new Map();
      everyOperation = { kind: 'none' };
    },
    payments: () => [...books.values()],
    charges: () => [...books.values()].filter((payment) => payment.captured > payment.refunded),
  };
}
