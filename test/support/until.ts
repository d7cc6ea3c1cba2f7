/**
 * Polls `done` (which must not throw for a not-yet answer) until it says yes; throws `failure()`
 * once `deadline` (epoch ms) has passed. Polling, not sleeping: the next try starts as soon as a
 * short pause lets the app under test breathe.
 */
export async function until(done: () => Promise<boolean>, deadline: number, failure: () => string): Promise<void> {
  for (;;) {
    if (await done()) return;
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
