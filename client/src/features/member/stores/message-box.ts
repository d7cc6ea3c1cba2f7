import { makeAutoObservable, runInAction } from 'mobx';
import {
  MemberMessagesText, type MessageSubject, type MessageThread, type MessageThreadSummary, type SendMessagePayload,
} from '../../../../../contracts/member/member-messages';
import { Loadable } from '../../../lib/loadable';
import { OpenRecord } from '../../../lib/open-record';
import type { AccountApi } from '../account-api';

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
  /** The thread the detail page shows. */
  readonly opened = new OpenRecord<number, MessageThread>((thread) => thread.id, MemberMessagesText.detailFailure);

  constructor(private readonly api: AccountApi) {
    makeAutoObservable<MessageBox, 'api' | 'subjectList' | 'threadList'>(this, { api: false, subjectList: false, threadList: false, opened: false });
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
    await this.opened.open(id, async () => (await this.api.messageDetail(id)).thread);
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
      if (this.opened.key === id) this.opened.show(thread);
      this.showFirst(thread);
    });
    return thread;
  }

  /** The language changed or the member left: subjects and threads are read again when next shown. */
  reset(): void {
    this.subjectList.reset();
    this.threadList.reset();
    this.opened.reset();
  }

  /** Puts the thread at the top of a list already read (an unread list brings it with the rest). */
  private showFirst(thread: MessageThread): void {
    if (!this.threadList.data) return;
    this.threadList.set([summaryOf(thread), ...this.threads.filter((shown) => shown.id !== thread.id)]);
  }
}
