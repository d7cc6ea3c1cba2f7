import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { serveInProcess, type InProcessAnswer, type InProcessRequest, type RequestHandler } from '../common/in-process-request.js';
import { EngineShoppingCartHub } from './hub/shopping-cart.hub.js';
import { CatalogueChanges } from './product/catalogue-changes.js';

/** Where the engine's routes are mounted on this process. */
const ENGINE_PATH = '/gateway/';

/**
 * The engine as the storefront reaches it in this process (gateway/engine-entry.ts): a request
 * is served by the app's own HTTP handler, so it passes the same front door, guards, validation,
 * culture and error mapping as one from another host; only the engine's paths are offered.
 */
@Injectable()
export class EngineInProcessEntry {
  private handler?: RequestHandler;

  constructor(private readonly adapterHost: HttpAdapterHost, private readonly hub: EngineShoppingCartHub, private readonly changes: CatalogueChanges) {}

  answer(request: InProcessRequest): Promise<InProcessAnswer> {
    if (!request.url.startsWith(ENGINE_PATH)) return Promise.reject(new Error(`not an engine path: ${request.url}`));
    this.handler ??= this.adapterHost.httpAdapter.getInstance<RequestHandler>();
    return serveInProcess(this.handler, request);
  }

  openHubLine(bearer: string, deliver: (target: string, args: readonly unknown[]) => void) {
    return this.hub.openLine(bearer, deliver);
  }

  onCatalogueChange(listener: () => void): () => void {
    return this.changes.listen(listener);
  }
}
