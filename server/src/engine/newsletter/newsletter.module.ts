import { Module } from '@nestjs/common';
import { EngineNotificationModule } from '../notification/notification.module.js';
import { EngineNewsletterController } from './newsletter.controller.js';
import { NewsletterRepository } from './newsletter.repository.js';
import { NewsletterService } from './newsletter.service.js';

/** The newsletter with double opt-in: its confirmation mails go through the notification outbox. */
@Module({
  imports: [EngineNotificationModule],
  controllers: [EngineNewsletterController],
  providers: [NewsletterRepository, NewsletterService],
})
export class EngineNewsletterModule {}
