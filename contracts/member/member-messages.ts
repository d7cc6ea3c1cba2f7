/**
 * A member's messages to the shop (spec §2 /u/messages and /u/message-detail/{id}, S7.30 member
 * messages: subjects, send, by member, answers, add answer). A member opens a thread with a
 * subject from the shop's list and a text; the shop answers in the thread (the member gets an
 * e-mail); the member may write again in the same thread. A member only ever reads and writes
 * their own threads: any other id is "not found".
 */
import type { ApiResult } from '../common/responses.js';

/** Message limits: one list the engine, the storefront's validators and the form read. */
export const MEMBER_MESSAGE_LIMITS = {
  /** Longest text of one message, in characters. */
  textMax: 2000,
  /** Characters of the first message a thread list shows (its first lines). */
  previewMax: 160,
} as const;

/** A subject the member chooses for a new message (Order, Product, Return, ...), in the page's language. */
export interface MessageSubject {
  id: number;
  name: string;
}

/** Who wrote a message of a thread: the member or the shop. */
export type MessageAuthor = 'member' | 'shop';

/** One message of a thread. */
export interface ThreadMessage {
  id: number;
  author: MessageAuthor;
  text: string;
  /** When it was written (ISO). */
  createdAt: string;
}

/** A thread as the member's list shows it. */
export interface MessageThreadSummary {
  id: number;
  subjectId: number;
  /** The subject's name in the page's language. */
  subject: string;
  /** The start of the member's first message (at most MEMBER_MESSAGE_LIMITS.previewMax characters, an ellipsis when cut). */
  preview: string;
  /** When the member opened the thread (ISO). */
  createdAt: string;
  /** When its latest message was written (ISO); the list is newest first by this. */
  lastMessageAt: string;
  /** The shop's answer is the latest message; a follow-up of the member makes it false again. */
  answered: boolean;
  /** Messages in the thread, both sides. */
  messageCount: number;
  /** The start of the shop's latest answer (as `preview` is cut), when the shop has answered: /u/messages shows it (issue 30 item 4). */
  answer?: string;
}

/** A thread with all its messages, oldest first. */
export interface MessageThread extends MessageThreadSummary {
  messages: ThreadMessage[];
}

/** POST /api/send-message: a new thread. */
export interface SendMessagePayload {
  /** One of the subjects of GET /api/message-subjects. */
  subjectId: number;
  /** 1 to MEMBER_MESSAGE_LIMITS.textMax characters (trimmed). */
  text: string;
}

/** POST /api/reply-message: the member's follow-up in one of their threads. */
export interface ReplyMessagePayload {
  /** The thread's id. */
  id: number;
  text: string;
}

/** GET /api/message-subjects. */
export interface MessageSubjectsResponse extends ApiResult {
  subjects: MessageSubject[];
}

/** GET /api/messages: the member's threads, newest activity first. */
export interface MessageThreadsResponse extends ApiResult {
  threads: MessageThreadSummary[];
}

/** GET /api/message-detail?id=, POST /api/send-message, POST /api/reply-message. */
export interface MessageThreadResponse extends ApiResult {
  thread: MessageThread;
}

/** Message texts, in the shopper's words (the storefront answers them as they are). */
export const MemberMessagesText = {
  sent: 'Your message has been sent; we will answer as soon as we can',
  replied: 'Your message has been added to the conversation',
  answered: 'The answer has been sent to the member',
  notFound: 'Message not found',
  unknownSubject: 'Please choose one of the subjects in the list',
  /** Fallbacks when the server sends no message (S8.20). */
  listFailure: 'Failed to get messages',
  detailFailure: 'Failed to get the message',
  subjectsFailure: 'Failed to get message subjects',
} as const;
