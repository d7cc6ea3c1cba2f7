import { Module } from '@nestjs/common';
import { LocalizationClient } from './localization.client.js';
import { LocalizationController } from './localization.controller.js';

@Module({ controllers: [LocalizationController], providers: [LocalizationClient] })
export class LocalizationModule {}
