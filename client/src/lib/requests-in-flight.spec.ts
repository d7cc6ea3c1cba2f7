import { noRequestsInFlight, requestsInFlight, trackRequest } from './requests-in-flight';

describe('requests in flight', () => {
  it('counts requests until they settle, failures too, and tells when none is left', async () => {
    let succeed: () => void = () => undefined;
    let fail: () => void = () => undefined;
    const first = trackRequest(new Promise<void>((resolve) => { succeed = resolve; }));
    const second = trackRequest(new Promise<void>((_, reject) => { fail = () => reject(new Error('down')); }));
    second.catch(() => undefined);
    expect(requestsInFlight()).toBe(2);
    let quiet = false;
    const waiting = noRequestsInFlight().then(() => { quiet = true; });
    succeed();
    await first;
    expect(requestsInFlight()).toBe(1);
    expect(quiet).toBe(false);
    fail();
    await waiting;
    expect(requestsInFlight()).toBe(0);
    expect(quiet).toBe(true);
  });
});
