import { Get } from '@nestjs/common';
import type { OutboxMail, OutboxSms } from '../../../../contracts/gateway/member.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { NotificationService } from './notification.service.js';

/** The outboxes (mail and SMS) for the storefront's development mailbox page (served only in development) and the operator. */
@EngineController('notification/api/notification')
export class EngineNotificationController {
  constructor(private readonly notifications: NotificationService) {}

  @Get('outbox')
  async outbox(): Promise<{ mails: OutboxMail[]; sms: OutboxSms[] }> {
    const [mails, sms] = await Promise.all([this.notifications.latest(), this.notifications.latestSms()]);
    return { mails, sms };
  }
}
