import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  MemberMessagesText, type MessageSubject, type MessageThread, type MessageThreadSummary, type SendMessagePayload,
} from '../../../../../contracts/member/member-messages';
import { ApiError, messageOf } from '../../../lib/api-client';
import { Loadable } from '../../../lib/loadable';
import type { AccountApi } from '../account-api';

/** What the detail page shows of the thread it asked for. */
export type OpenThreadState = 'loading' | 'loaded' | 'notFound' | 'failed';

const summaryOf = ({ messages: _messages, ...summary }: MessageThread): MessageThreadSummary => summary;

/**
 * A member's messages to the shop (/u/messages, /u/message-detail/{id}): the subjects to choose
 * from, the member's threads, the one thread open on the detail page, a new message and a
 * follow-up. What the server answers after a send or a follow-up is shown at once, at the top
 * of the list (newest activity first).
 */
export class MessageBox {
  private readonly subjectList = new Loadable<MessageSubject[]>(MemberMessagesText.subjectsFailure);
  private readonly threadList = new Loadable<MessageThreadSummary[]>(MemberMessagesText.listFailure);
  /** The id of the thread the detail page shows, and what came of asking for it. */
  openId: number | null = null;
  openState: OpenThreadState = 'loading';
  openThread: MessageThread | null = null;
  openError: string | null = null;
  private openCall = 0;

  constructor(private readonly api: AccountApi) {
    makeAutoObservable<MessageBox, 'api' | 'subjectList' | 'threadList' | 'openCall'>(this, {
      api: false, subjectList: false, threadList: false, openCall: false, openThread: observableRef,
    });
  }

  get subjects(): readonly MessageSubject[] { return this.subjectList.data ?? []; }
  get subjectsError(): string | null { return this.subjectList.error; }
  get threads(): readonly MessageThreadSummary[] { return this.threadList.data ?? []; }
  get loaded(): boolean { return this.threadList.loaded; }
  get error(): string | null { return this.threadList.error; }

  async loadSubjects(): Promise<void> {
    if (this.subjectList.data || this.subjectList.loading) return;
    await this.subjectList.load(async () => (await this.api.messageSubjects()).subjects);
  }

  async load(): Promise<void> {
    await this.threadList.load(async () => (await this.api.messages()).threads);
  }

  /** Reads one of the member's threads for the detail page; an id that is not theirs (404) or no id at all (400) is "not found". */
  async open(id: number): Promise<void> {
    const call = ++this.openCall;
    this.openId = id;
    this.openState = 'loading';
    this.openError = null;
    if (this.openThread?.id !== id) this.openThread = null;
    try {
      const { thread } = await this.api.messageDetail(id);
      runInAction(() => {
        if (call !== this.openCall) return;
        this.openThread = thread;
        this.openState = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        if (call !== this.openCall) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        this.openState = missing ? 'notFound' : 'failed';
        this.openError = missing ? null : messageOf(error, MemberMessagesText.detailFailure);
      });
    }
  }

  /** A new thread; refusals are thrown (the form shows them). */
  async send(payload: SendMessagePayload): Promise<MessageThread> {
    const { thread } = await this.api.sendMessage(payload);
    runInAction(() => this.showFirst(thread));
    return thread;
  }

  /** The member's follow-up in a thread; the open thread and the list show the server's copy. */
  async reply(id: number, text: string): Promise<MessageThread> {
    const { thread } = await this.api.replyMessage({ id, text });
    runInAction(() => {
      if (this.openId === id) {
        this.openThread = thread;
        this.openState = 'loaded';
      }
      this.showFirst(thread);
    });
    return thread;
  }

  /** The language changed or the member left: subjects and threads are read again when next shown. */
  reset(): void {
    this.subjectList.reset();
    this.threadList.reset();
    this.openCall += 1;
    this.openId = null;
    this.openThread = null;
    this.openState = 'loading';
    this.openError = null;
  }

  /** Puts the thread at the top of a list already read (an unread list brings it with the rest). */
  private showFirst(thread: MessageThread): void {
    if (!this.threadList.data) return;
    this.threadList.set([summaryOf(thread), ...this.threads.filter((shown) => shown.id !== thread.id)]);
  }
}
