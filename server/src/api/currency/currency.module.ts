import { Module } from '@nestjs/common';
import { CurrencyClient } from './currency.client.js';
import { CurrencyController } from './currency.controller.js';
import { CurrencyService } from './currency.service.js';

@Module({ controllers: [CurrencyController], providers: [CurrencyClient, CurrencyService], exports: [CurrencyService] })
export class CurrencyModule {}
