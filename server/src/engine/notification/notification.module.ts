import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { HttpSmsCarrier } from './http-sms-carrier.js';
import { MailDispatcher } from './mail-dispatcher.js';
import { EngineNotificationController } from './notification.controller.js';
import { NotificationRepository } from './notification.repository.js';
import { NotificationService } from './notification.service.js';
import { SMS_CARRIER } from './sms-carrier.js';
import { SmsDispatcher } from './sms-dispatcher.js';

// An SMS provider that has not answered in this time is taken as failed (the text is not resent).
const SMS_TIMEOUT_MS = 5000;

/** Mails and texts: the outboxes, their dispatchers (SMTP, the SMS carrier) and the mailbox the development page reads. */
@Module({
  controllers: [EngineNotificationController],
  providers: [
    NotificationRepository, MailDispatcher, SmsDispatcher, NotificationService,
    { provide: SMS_CARRIER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => (config.smsUrl ? new HttpSmsCarrier(config.smsUrl, SMS_TIMEOUT_MS) : null) },
  ],
  exports: [NotificationService],
})
export class EngineNotificationModule {}
