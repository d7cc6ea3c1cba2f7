import { deferred } from '../../../../test/support/deferred.js';
import { ImageServiceBusy, RenderQueue } from './render-queue.js';

describe('RenderQueue (issue 17: image renders bounded)', () => {
  it('runs at most `concurrency` renders at once and starts a waiting one as a slot frees', async () => {
    const queue = new RenderQueue(2, 10);
    const gates = [deferred<void>(), deferred<void>(), deferred<void>()];
    const started: number[] = [];
    const runs = gates.map((gate, index) => queue.run(async () => { started.push(index); await gate.promise; return index; }));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[0].resolve();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[1].resolve();
    gates[2].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
  });

  it('refuses with 503 at once when the waiting line is full, and takes work again once it drains', async () => {
    const queue = new RenderQueue(1, 1);
    const gate = deferred<void>();
    const first = queue.run(() => gate.promise);
    const second = queue.run(() => Promise.resolve('second'));
    await expect(queue.run(() => Promise.resolve('third'))).rejects.toBeInstanceOf(ImageServiceBusy);
    await expect(queue.run(() => Promise.resolve('third'))).rejects.toMatchObject({ status: 503 });
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    expect(await queue.run(() => Promise.resolve('later'))).toBe('later');
  });

  it('frees the slot when a render fails', async () => {
    const queue = new RenderQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
