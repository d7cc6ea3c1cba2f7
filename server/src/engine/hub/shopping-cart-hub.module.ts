import { Module } from '@nestjs/common';
import { EngineShoppingCartHub } from './shopping-cart.hub.js';

/** The engine's shopping-cart hub; the HubHost (common/signalr) carries its connections. */
@Module({ providers: [EngineShoppingCartHub] })
export class EngineShoppingCartHubModule {}
