import { Module } from '@nestjs/common';
import { EngineLocalizationController } from './localization.controller.js';
import { LocalizationRepository } from './localization.repository.js';

@Module({ controllers: [EngineLocalizationController], providers: [LocalizationRepository] })
export class EngineLocalizationModule {}
