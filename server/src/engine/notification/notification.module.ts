import { Module } from '@nestjs/common';
import { MailDispatcher } from './mail-dispatcher.js';
import { EngineNotificationController } from './notification.controller.js';
import { NotificationRepository } from './notification.repository.js';
import { NotificationService } from './notification.service.js';

/** Mails: the outbox, its dispatcher (SMTP) and the mailbox the development page reads. */
@Module({
  controllers: [EngineNotificationController],
  providers: [NotificationRepository, MailDispatcher, NotificationService],
  exports: [NotificationService],
})
export class EngineNotificationModule {}
