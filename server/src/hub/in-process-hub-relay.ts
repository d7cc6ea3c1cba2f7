import type { HubEventName } from '../../../contracts/hub.js';
import type { EngineEntry, EngineHubLine } from '../gateway/engine-entry.js';
import type { HubRelay } from './hub-relay.js';

/**
 * One browser connection's line to the embedded engine's hub in this process: the engine checks
 * the storefront's bearer token when the line opens and the shopper's token on SendToken and
 * before every event, as over a WebSocket; with no connection to lose there is nothing to retry.
 */
export class InProcessHubRelay implements HubRelay {
  private line?: Promise<EngineHubLine>;
  private stopped = false;

  constructor(
    private readonly engine: EngineEntry,
    private readonly bearerToken: () => Promise<string>,
    private readonly forward: (event: HubEventName, args: unknown[]) => void,
  ) {}

  async follow(token: string): Promise<void> {
    this.line ??= this.bearerToken().then((bearer) => this.engine.openHubLine(bearer, (target, args) => this.forward(target as HubEventName, [...args])));
    const line = await this.line.catch((error: unknown) => {
      this.line = undefined;
      throw error;
    });
    if (this.stopped) return line.close();
    await line.sendToken(token);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    (await this.line?.catch(() => undefined))?.close();
  }
}
