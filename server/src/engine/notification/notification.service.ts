import { Inject, Injectable } from '@nestjs/common';
import type { OutboxMail, OutboxSms } from '../../../../contracts/gateway/member.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { MailDispatcher } from './mail-dispatcher.js';
import { NotificationRepository, type Mail } from './notification.repository.js';
import type { Sms } from './sms-carrier.js';
import { SmsDispatcher } from './sms-dispatcher.js';

/** The notification service (spec §7 services): every mail and SMS goes through an outbox. */
@Injectable()
export class NotificationService {
  constructor(@Inject(DATABASE) private readonly db: Database, private readonly repository: NotificationRepository, private readonly dispatcher: MailDispatcher, private readonly smsDispatcher: SmsDispatcher) {}

  /** Writes `mail` in the caller's transaction; call `flush()` once it has committed. */
  enqueue(tx: Queryable, mail: Mail): Promise<void> {
    return this.repository.enqueue(tx, mail);
  }

  /** Writes `sms` in the caller's transaction; call `flush()` once it has committed. */
  enqueueSms(tx: Queryable, sms: Sms): Promise<void> {
    return this.repository.enqueueSms(tx, sms);
  }

  /** The transaction that wrote mails or texts committed: send them. */
  flush(): void {
    this.dispatcher.kick();
    this.smsDispatcher.kick();
  }

  latest(): Promise<OutboxMail[]> {
    return this.repository.latest(this.db, 50);
  }

  latestSms(): Promise<OutboxSms[]> {
    return this.repository.latestSms(this.db, 50);
  }
}
