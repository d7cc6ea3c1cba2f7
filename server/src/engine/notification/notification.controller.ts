import { Get } from '@nestjs/common';
import type { OutboxMail } from '../../../../contracts/gateway/member.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { NotificationService } from './notification.service.js';

/** The outbox for the storefront's development mailbox page (the storefront serves that page only in development). */
@EngineController('notification/api/notification')
export class EngineNotificationController {
  constructor(private readonly notifications: NotificationService) {}

  @Get('outbox')
  async outbox(): Promise<{ mails: OutboxMail[] }> {
    return { mails: await this.notifications.latest() };
  }
}
