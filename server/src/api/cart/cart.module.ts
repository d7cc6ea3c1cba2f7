import { Module } from '@nestjs/common';
import { CurrencyModule } from '../currency/currency.module.js';
import { CartClient } from './cart.client.js';
import { CartController } from './cart.controller.js';
import { CartService } from './cart.service.js';
import { EnvironmentClient } from './environment.client.js';
import { EnvironmentTokenService } from './environment-token.service.js';

@Module({
  imports: [CurrencyModule],
  controllers: [CartController],
  providers: [CartClient, EnvironmentClient, EnvironmentTokenService, CartService],
  exports: [EnvironmentTokenService],
})
export class CartModule {}
