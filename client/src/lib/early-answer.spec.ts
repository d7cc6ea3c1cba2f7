import { EarlyAnswer } from './early-answer';

describe('EarlyAnswer: a request sent before its page, handed over once', () => {
  it('is known by its key once arrived, taken over once, and never by another key', async () => {
    const early = new EarlyAnswer<string>();
    let release: (value: string) => void = () => undefined;
    let sent = 0;
    void early.ask('/a', () => { sent += 1; return new Promise((resolve) => { release = resolve; }); });
    expect(sent).toBe(1);
    expect(early.arrived('/a')).toBeUndefined(); // still on its way
    release('answer');
    await Promise.resolve();
    expect(early.arrived('/a')).toBe('answer');
    expect(early.arrived('/b')).toBeUndefined();
    expect(early.take('/b')).toBeUndefined();
    await expect(early.take('/a')).resolves.toBe('answer');
    expect(early.take('/a')).toBeUndefined();
    expect(early.arrived('/a')).toBeUndefined();
  });

  it('a failed request is handed to the page that takes it, and is not "arrived"', async () => {
    const early = new EarlyAnswer<string>();
    void early.ask('/a', () => Promise.reject(new Error('down')));
    await Promise.resolve();
    expect(early.arrived('/a')).toBeUndefined();
    await expect(early.take('/a')).rejects.toThrow('down');
  });
});
