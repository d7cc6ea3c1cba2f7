import { Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import { MemberMessagesText, type MessageSubject, type MessageThread, type MessageThreadSummary } from '../../../../contracts/member/member-messages.js';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { publicOrigin } from '../../config/public-origin.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { refuseUntilActivated } from '../member/activation.js';
import { MemberService } from '../member/member.service.js';
import { MailTemplates } from '../notification/mail-templates.js';
import { NotificationService } from '../notification/notification.service.js';
import { MemberMessageRepository, type ThreadToAnswer } from './member-message.repository.js';

/**
 * A member's messages to the shop (S7.30 member messages; issue 14 item 6): registered members
 * only (a visitor 401, a guest 403, through MemberService), and writing only once activated (403
 * before, issue 27). A member's calls find threads by
 * the member and the id together, so another member's thread is 404 exactly as a missing one.
 * The shop's answer is written with its mail in one transaction; the mail is sent after the commit.
 */
@Injectable()
export class MemberMessageService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: MemberMessageRepository,
    private readonly members: MemberService,
    private readonly notifications: NotificationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  subjects(culture: Culture): Promise<MessageSubject[]> {
    return this.repository.subjects(this.db, culture);
  }

  async send(claims: EnvironmentClaims, culture: Culture, subjectId: number, text: string): Promise<MessageThread> {
    const member = await this.members.registeredMember(claims);
    refuseUntilActivated(member);
    if (!(await this.repository.subjectExists(this.db, subjectId))) throw new BadInputError(MemberMessagesText.unknownSubject);
    const id = await this.db.transaction((tx) => this.repository.newThread(tx, member.id, subjectId, text));
    return this.ownThread(member.id, id, culture);
  }

  async threads(claims: EnvironmentClaims, culture: Culture): Promise<MessageThreadSummary[]> {
    const member = await this.members.registeredMember(claims);
    return this.repository.threadsOfMember(this.db, member.id, culture);
  }

  async thread(claims: EnvironmentClaims, culture: Culture, id: number): Promise<MessageThread> {
    const member = await this.members.registeredMember(claims);
    return this.ownThread(member.id, id, culture);
  }

  /** The member writes again in their thread (answered or not). */
  async reply(claims: EnvironmentClaims, culture: Culture, id: number, text: string): Promise<MessageThread> {
    const member = await this.members.registeredMember(claims);
    refuseUntilActivated(member);
    await this.db.transaction(async (tx) => {
      if (!(await this.repository.lockOwnThread(tx, member.id, id))) throw new NotFoundError(MemberMessagesText.notFound);
      await this.repository.addMessage(tx, id, 'member', text);
    });
    return this.ownThread(member.id, id, culture);
  }

  /** The shop's list of threads waiting for an answer (operator). */
  waiting(culture: Culture): Promise<MessageThreadSummary[]> {
    return this.repository.waitingForShop(this.db, culture);
  }

  /** The shop answers a thread (operator): the answer and the member's mail commit together. */
  async shopAnswer(culture: Culture, id: number, text: string, within?: (tx: Queryable, thread: ThreadToAnswer) => Promise<void>): Promise<MessageThread> {
    await this.db.transaction(async (tx) => {
      const thread = await this.repository.lockThreadToAnswer(tx, id);
      if (!thread) throw new NotFoundError(MemberMessagesText.notFound);
      await this.repository.addMessage(tx, id, 'shop', text);
      // The console's audit entry (issue 30 item 4) commits with the answer.
      if (within) await within(tx, thread);
      const url = `${publicOrigin(this.config)}${thread.culture === 'en' ? '/en' : ''}/u/message-detail/${id}`;
      await this.notifications.enqueue(tx, MailTemplates.messageAnswered(thread.email, thread.culture, thread.subject, text, url));
    });
    this.notifications.flush();
    const summary = await this.repository.threadForShop(this.db, id, culture);
    return { ...summary!, messages: await this.repository.messages(this.db, id) };
  }

  private async ownThread(memberId: number, id: number, culture: Culture): Promise<MessageThread> {
    const summary = await this.repository.threadOfMember(this.db, memberId, id, culture);
    if (!summary) throw new NotFoundError(MemberMessagesText.notFound);
    return { ...summary, messages: await this.repository.messages(this.db, id) };
  }
}
