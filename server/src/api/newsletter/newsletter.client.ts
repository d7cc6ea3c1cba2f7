import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import {
  NewsletterGatewayPaths, type GatewayNewsletterResult, type GatewayNewsletterSubscribeRequest, type GatewayNewsletterTokenRequest,
} from '../../../../contracts/gateway/newsletter.js';
import { NewsletterMessage } from '../../../../contracts/newsletter/messages.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** The only code that calls the gateway's newsletter service. Never caches. */
@Injectable()
export class NewsletterClient {
  constructor(private readonly gateway: GatewayClient) {}

  subscribe(culture: Culture, body: GatewayNewsletterSubscribeRequest) { return this.post<object>(NewsletterGatewayPaths.subscribe, culture, body); }
  confirm(culture: Culture, body: GatewayNewsletterTokenRequest) { return this.post<GatewayNewsletterResult>(NewsletterGatewayPaths.confirm, culture, body); }
  unsubscribe(culture: Culture, body: GatewayNewsletterTokenRequest) { return this.post<GatewayNewsletterResult>(NewsletterGatewayPaths.unsubscribe, culture, body); }

  private async post<T>(path: string, culture: Culture, body: object): Promise<T> {
    return unwrap(await this.gateway.post<T>({ path, culture, body }), NewsletterMessage.failure);
  }
}
