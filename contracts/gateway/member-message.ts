/**
 * Gateway contract of a member's messages to the shop (S7.30 member messages: subjects, send, by
 * member, answers, add answer; contracts/member/member-messages.ts). The member's calls act for
 * the shopper named by ENVIRONMENT_TOKEN_HEADER (contracts/gateway/environment.ts): a visitor's
 * token answers 401, a guest's 403 (members only), a thread of another member 404, as does an
 * unknown id. The shop's answer is an operator's call: only the engine's bearer token, no
 * shopper; it mails the member. Refusals carry MemberMessagesText texts; bad input 400.
 */
import type { MessageSubject, MessageThread, MessageThreadSummary } from '../member/member-messages.js';

export const MemberMessageGatewayPaths = {
  /** GET → GatewayMessageSubjectsResult, in the request's language; no shopper needed. */
  subjects: 'member/api/message/subjects',
  /** POST GatewaySendMessageRequest → GatewayMessageThreadResult; 400 for an unknown subject. */
  send: 'member/api/message/send',
  /** GET → GatewayMessageThreadsResult: the member's threads, newest activity first. */
  byMember: 'member/api/message/by-member',
  /** GET ?id → GatewayMessageThreadResult: one of the member's threads with its messages (the answers). */
  answers: 'member/api/message/answers',
  /** POST GatewayAddAnswerRequest → GatewayMessageThreadResult: the member's follow-up in their thread. */
  addAnswer: 'member/api/message/add-answer',
  /** Operator: GET → GatewayMessageThreadsResult: every thread whose latest message is the member's, oldest first. */
  waiting: 'member/api/message/waiting',
  /** Operator: POST GatewayAddAnswerRequest → GatewayMessageThreadResult: the shop's answer; mails the member. */
  shopAnswer: 'member/api/message/shop-answer',
} as const;

export interface GatewaySendMessageRequest {
  subjectId: number;
  text: string;
}

/** A message in an existing thread (the member's follow-up, or the shop's answer). */
export interface GatewayAddAnswerRequest {
  /** The thread's id. */
  id: number;
  text: string;
}

export interface GatewayMessageSubjectsResult {
  subjects: MessageSubject[];
}

export interface GatewayMessageThreadsResult {
  threads: MessageThreadSummary[];
}

export interface GatewayMessageThreadResult {
  thread: MessageThread;
}
