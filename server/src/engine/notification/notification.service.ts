import { Inject, Injectable } from '@nestjs/common';
import type { OutboxMail } from '../../../../contracts/gateway/member.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { MailDispatcher } from './mail-dispatcher.js';
import { NotificationRepository, type Mail } from './notification.repository.js';

/** The notification service (spec §7 services): every mail goes through the outbox. */
@Injectable()
export class NotificationService {
  constructor(@Inject(DATABASE) private readonly db: Database, private readonly repository: NotificationRepository, private readonly dispatcher: MailDispatcher) {}

  /** Writes `mail` in the caller's transaction; call `flush()` once it has committed. */
  enqueue(tx: Queryable, mail: Mail): Promise<void> {
    return this.repository.enqueue(tx, mail);
  }

  /** The transaction that wrote mails committed: send them. */
  flush(): void {
    this.dispatcher.kick();
  }

  latest(): Promise<OutboxMail[]> {
    return this.repository.latest(this.db, 50);
  }
}
