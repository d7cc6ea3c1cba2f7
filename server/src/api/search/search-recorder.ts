import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { decodeJwt } from 'jose';
import type { Logger } from 'pino';
import type { RecordedSearch } from '../../../../contracts/gateway/prediction.js';
import { LOGGER } from '../../common/logger.js';
import type { RequestContext } from '../../common/request-context.js';
import { SearchClient } from './search.client.js';

/** How long full searches gather before they go to the gateway in one call. */
export const SEARCH_RECORD_FLUSH_MS = 1000;
/** Searches sent at once without waiting for the timer (the gateway takes at most 1000 a call). */
const MAX_PENDING = 500;
/** Shoppers whose hashed names are kept: a few hundred kilobytes of tokens at most. */
const SHOPPERS_KEPT = 1000;

/**
 * Records full searches for popular searches (issue 16 item 4). The storefront does it, not the
 * gateway's search: a cached answer never reaches the gateway, and popular searches count
 * distinct shoppers. A shopper is named by a keyed hash of the environment token's cart id, or
 * of the client address for a visitor without one; the key lives in this process only, so the
 * gateway never learns who searched.
 */
@Injectable()
export class SearchRecorder implements OnModuleDestroy {
  private readonly key = randomBytes(32);
  /** The hashed name of each token or address seen lately (at most SHOPPERS_KEPT, then forgotten together). */
  private readonly shoppers = new Map<string, string>();
  private pending: RecordedSearch[] = [];
  private timer?: NodeJS.Timeout;
  private sending: Promise<void> = Promise.resolve();

  constructor(private readonly client: SearchClient, @Inject(LOGGER) private readonly logger: Logger) {}

  /** Counts one full search and how many products it found; sent within SEARCH_RECORD_FLUSH_MS. */
  record(context: RequestContext, query: string, resultCount: number): void {
    this.pending.push({ culture: context.culture, query: query.slice(0, 200), resultCount, shopper: this.shopperOf(context) });
    if (this.pending.length >= MAX_PENDING) {
      void this.flush();
      return;
    }
    // unref: a pending record never keeps a stopping process alive (onModuleDestroy sends it).
    this.timer ??= setTimeout(() => void this.flush(), SEARCH_RECORD_FLUSH_MS).unref();
  }

  /** Sends what has gathered; a failure is logged, never shown. Resolves when the gateway has it. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length) {
      this.sending = this.sending.then(() => this.client.recordSearches(batch))
        .catch((error: unknown) => this.logger.warn({ err: error, searches: batch.length }, 'searches not recorded'));
    }
    return this.sending;
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }

  private shopperOf(context: RequestContext): string | undefined {
    // A shopper searches again and again with one token: its JWT is decoded and its name hashed once.
    const seen = `${context.environmentToken ?? ''}|${context.clientAddress ?? ''}`;
    let shopper = this.shoppers.get(seen);
    if (shopper === undefined) {
      const name = cartOf(context.environmentToken) ?? (context.clientAddress ? `client:${context.clientAddress}` : undefined);
      shopper = name ? createHmac('sha256', this.key).update(name).digest('base64url').slice(0, 22) : '';
      if (this.shoppers.size >= SHOPPERS_KEPT) this.shoppers.clear();
      this.shoppers.set(seen, shopper);
    }
    return shopper || undefined;
  }
}

/**
 * The cart id claim of an environment token, read without verifying it: a forged token only
 * makes its sender one more shopper, as clearing cookies would; the gateway verifies it on
 * every cart call.
 */
function cartOf(token: string | undefined): string | undefined {
  if (!token) return undefined;
  try {
    const cart = decodeJwt(token).shoppingCartId;
    return typeof cart === 'number' ? `cart:${cart}` : undefined;
  } catch {
    return undefined;
  }
}
