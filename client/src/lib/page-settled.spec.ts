import { jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { pageSettled, usePageSettled } from './page-settled';

type Settled = typeof import('./page-settled');
type InFlight = typeof import('./requests-in-flight');

/** A fresh copy of the module (it remembers, for the whole visit, that the page has settled). */
async function freshModules(): Promise<Settled & InFlight> {
  let modules: (Settled & InFlight) | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = { ...await import('./requests-in-flight'), ...await import('./page-settled') };
  });
  return modules!;
}

describe('pageSettled: the first screen is complete', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits until no request is open and nothing on the page says it is busy', async () => {
    const { pageSettled, trackRequest } = await freshModules();
    document.body.innerHTML = '<ul aria-busy="true"></ul>';
    let answer: () => void = () => undefined;
    void trackRequest(new Promise<void>((resolve) => { answer = resolve; }));
    let settled = false;
    void pageSettled().then(() => { settled = true; });

    await jest.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
    answer();
    await jest.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false); // the list still shows skeletons
    document.querySelector('ul')!.setAttribute('aria-busy', 'false');
    await jest.advanceTimersByTimeAsync(100);
    expect(settled).toBe(true);
  });

  it('does not wait longer than SETTLE_LIMIT_MS for a part that stays busy', async () => {
    const { pageSettled, SETTLE_LIMIT_MS } = await freshModules();
    document.body.innerHTML = '<div aria-busy="true"></div>';
    let settled = false;
    void pageSettled().then(() => { settled = true; });
    await jest.advanceTimersByTimeAsync(SETTLE_LIMIT_MS - 100);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('usePageSettled is true from the first render once the page has settled (later pages of the visit)', async () => {
    // This copy shares React with the test renderer; no other test here touches it.
    await Promise.all([pageSettled(), jest.advanceTimersByTimeAsync(100)]);
    expect(renderHook(() => usePageSettled()).result.current).toBe(true);
  });
});
