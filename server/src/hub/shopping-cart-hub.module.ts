import { Module } from '@nestjs/common';
import { ShoppingCartHub } from './shopping-cart.hub.js';

/** The browser-facing live cart channel and its relay to the gateway's hub. */
@Module({ providers: [ShoppingCartHub] })
export class ShoppingCartHubModule {}
