import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { MEMBER_MESSAGE_LIMITS, type MessageAuthor, type MessageSubject, type MessageThreadSummary, type ThreadMessage } from '../../../../contracts/member/member-messages.js';
import type { Queryable } from '../db/database.js';

/** The thread a shop answer goes to: whom to mail, in which language, about which subject. */
export interface ThreadToAnswer {
  id: number;
  memberId: number;
  email: string;
  culture: Culture;
  subject: string;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

/** The start of a message as a list shows it: one line, cut with an ellipsis. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const max = MEMBER_MESSAGE_LIMITS.previewMax;
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** A thread's list columns, for thread alias t and subject alias s. */
const SUMMARY_COLUMNS = (culture: Culture) => `t.id, t.subject_id, ${culture === 'en' ? 's.name_en' : 's.name_tr'} AS subject, t.created_at, t.last_message_at,
  (SELECT left(m.body, ${MEMBER_MESSAGE_LIMITS.previewMax * 4}) FROM thread_message m WHERE m.thread_id = t.id ORDER BY m.id LIMIT 1) AS first_body,
  (SELECT m.author FROM thread_message m WHERE m.thread_id = t.id ORDER BY m.id DESC LIMIT 1) AS last_author,
  (SELECT left(m.body, ${MEMBER_MESSAGE_LIMITS.previewMax * 4}) FROM thread_message m WHERE m.thread_id = t.id AND m.author = 'shop' ORDER BY m.id DESC LIMIT 1) AS last_answer,
  (SELECT count(*) FROM thread_message m WHERE m.thread_id = t.id)::int AS message_count`;

function summaryOf(row: Record<string, unknown>): MessageThreadSummary {
  return {
    id: Number(row.id), subjectId: Number(row.subject_id), subject: String(row.subject), preview: previewOf(typeof row.first_body === 'string' ? row.first_body : ''),
    createdAt: iso(row.created_at), lastMessageAt: iso(row.last_message_at), answered: row.last_author === 'shop', messageCount: Number(row.message_count),
    ...(typeof row.last_answer === 'string' ? { answer: previewOf(row.last_answer) } : {}),
  };
}

/**
 * The only SQL of members' messages. Every statement a member's call runs names the member, so
 * one member never reaches another's thread; only the shop's own calls (the operator's list and
 * answer) read threads across members.
 */
@Injectable()
export class MemberMessageRepository {
  async subjects(db: Queryable, culture: Culture): Promise<MessageSubject[]> {
    return (await db.query<Record<string, unknown>>(`SELECT id, ${culture === 'en' ? 'name_en' : 'name_tr'} AS name FROM message_subject ORDER BY sort_order, id`))
      .map((row) => ({ id: Number(row.id), name: String(row.name) }));
  }

  async subjectExists(db: Queryable, subjectId: number): Promise<boolean> {
    const [row] = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM message_subject WHERE id = $1) AS found', [subjectId]);
    return row?.found === true;
  }

  /** A new thread of the member with its first message; answers its id. */
  async newThread(tx: Queryable, memberId: number, subjectId: number, text: string): Promise<number> {
    const [row] = await tx.query<{ id: number }>('INSERT INTO message_thread (member_id, subject_id) VALUES ($1, $2) RETURNING id', [memberId, subjectId]);
    const id = Number(row.id);
    await this.addMessage(tx, id, 'member', text);
    return id;
  }

  /** Locks the member's thread for a new message; false when the member has no thread of that id. */
  async lockOwnThread(tx: Queryable, memberId: number, id: number): Promise<boolean> {
    return (await tx.query('SELECT id FROM message_thread WHERE id = $1 AND member_id = $2 FOR UPDATE', [id, memberId])).length > 0;
  }

  /** Locks any member's thread for the shop's answer, with what its mail needs; undefined for an unknown thread or a deleted member. */
  async lockThreadToAnswer(tx: Queryable, id: number): Promise<ThreadToAnswer | undefined> {
    const [row] = await tx.query<Record<string, unknown>>(
      `SELECT t.id, t.member_id, m.email, m.default_language, s.name_tr, s.name_en FROM message_thread t
         JOIN member m ON m.id = t.member_id AND m.deleted_at IS NULL JOIN message_subject s ON s.id = t.subject_id
        WHERE t.id = $1 FOR UPDATE OF t`, [id]);
    if (!row) return undefined;
    const culture: Culture = row.default_language === 'en' ? 'en' : 'tr';
    return { id: Number(row.id), memberId: Number(row.member_id), email: String(row.email), culture, subject: String(culture === 'en' ? row.name_en : row.name_tr) };
  }

  async addMessage(tx: Queryable, threadId: number, author: MessageAuthor, text: string): Promise<void> {
    await tx.query('INSERT INTO thread_message (thread_id, author, body) VALUES ($1, $2, $3)', [threadId, author, text]);
    await tx.query('UPDATE message_thread SET last_message_at = now() WHERE id = $1', [threadId]);
  }

  /** The member's threads, newest activity first. */
  async threadsOfMember(db: Queryable, memberId: number, culture: Culture): Promise<MessageThreadSummary[]> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${SUMMARY_COLUMNS(culture)} FROM message_thread t JOIN message_subject s ON s.id = t.subject_id
        WHERE t.member_id = $1 ORDER BY t.last_message_at DESC, t.id DESC`, [memberId]);
    return rows.map(summaryOf);
  }

  /** One of the member's threads (undefined when the member has none of that id). */
  async threadOfMember(db: Queryable, memberId: number, id: number, culture: Culture): Promise<MessageThreadSummary | undefined> {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT ${SUMMARY_COLUMNS(culture)} FROM message_thread t JOIN message_subject s ON s.id = t.subject_id WHERE t.id = $1 AND t.member_id = $2`, [id, memberId]);
    return row && summaryOf(row);
  }

  /** Any member's thread, for the shop. */
  async threadForShop(db: Queryable, id: number, culture: Culture): Promise<MessageThreadSummary | undefined> {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT ${SUMMARY_COLUMNS(culture)} FROM message_thread t JOIN message_subject s ON s.id = t.subject_id WHERE t.id = $1`, [id]);
    return row && summaryOf(row);
  }

  /** Threads whose latest message is the member's (members not deleted), oldest first: what the shop has to answer. */
  async waitingForShop(db: Queryable, culture: Culture): Promise<MessageThreadSummary[]> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT * FROM (SELECT ${SUMMARY_COLUMNS(culture)} FROM message_thread t JOIN message_subject s ON s.id = t.subject_id
          JOIN member mb ON mb.id = t.member_id AND mb.deleted_at IS NULL) waiting
        WHERE last_author = 'member' ORDER BY last_message_at, id LIMIT 500`);
    return rows.map(summaryOf);
  }

  /** A thread's messages, oldest first (the thread's owner was checked by the caller). */
  async messages(db: Queryable, threadId: number): Promise<ThreadMessage[]> {
    const rows = await db.query<Record<string, unknown>>('SELECT id, author, body, created_at FROM thread_message WHERE thread_id = $1 ORDER BY id', [threadId]);
    return rows.map((row) => ({ id: Number(row.id), author: row.author === 'shop' ? 'shop' : 'member', text: String(row.body), createdAt: iso(row.created_at) }));
  }
}
