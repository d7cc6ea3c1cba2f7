import { HUB_TIMINGS } from '../../../contracts/hub.js';
import { relayRetryDelayMs } from './gateway-hub-relay.js';

describe('relayRetryDelayMs: the storefront\'s line to the gateway hub never gives up', () => {
  it('tries again at once, then every 1 to 3 s, spread, for as long as it is asked', () => {
    expect(relayRetryDelayMs(0)).toBe(0);
    expect(relayRetryDelayMs(1, () => 0)).toBe(1_000);
    expect(relayRetryDelayMs(1, () => 1)).toBe(3_000);
    // The browser's policy gives up after its fourth try (null); the relay's never does.
    for (const retries of [HUB_TIMINGS.reconnectDelaysMs.length, 50, 10_000]) {
      const delay = relayRetryDelayMs(retries, () => 0.5);
      expect(delay).toBe(2_000);
    }
  });
});
