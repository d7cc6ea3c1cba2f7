import { Module } from '@nestjs/common';
import { EngineCurrencyController } from './currency.controller.js';
import { CurrencyRepository } from './currency.repository.js';
import { EngineCurrencyService } from './currency.service.js';

@Module({ controllers: [EngineCurrencyController], providers: [CurrencyRepository, EngineCurrencyService], exports: [CurrencyRepository] })
export class EngineCurrencyModule {}
