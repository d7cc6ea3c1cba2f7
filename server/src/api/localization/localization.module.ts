import { Module } from '@nestjs/common';
import { LocalizationClient } from './localization.client.js';
import { LocalizationController } from './localization.controller.js';
import { LocalizationService } from './localization.service.js';

@Module({ controllers: [LocalizationController], providers: [LocalizationClient, LocalizationService], exports: [LocalizationService] })
export class LocalizationModule {}
