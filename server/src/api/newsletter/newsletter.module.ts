import { Module } from '@nestjs/common';
import { BotCheckModule } from '../../common/bot-check/bot-check.module.js';
import { NewsletterClient } from './newsletter.client.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterService } from './newsletter.service.js';

/** The footer's newsletter: subscribe (bot check, consent), confirm and unsubscribe by the mailed links. */
@Module({
  imports: [BotCheckModule],
  controllers: [NewsletterController],
  providers: [NewsletterClient, NewsletterService],
})
export class NewsletterModule {}
