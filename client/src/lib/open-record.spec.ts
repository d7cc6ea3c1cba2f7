import { deferred } from '../../../test/support/deferred';
import { ApiError } from './api-client';
import { OpenRecord } from './open-record';

interface Doc { docNo: string; total: number }


describe('OpenRecord: the one record a detail page has open (S2.01 account detail routes)', () => {
  const record = () => new OpenRecord<string, Doc>((doc) => doc.docNo, 'Yüklenemedi');

  it('shows the record it was asked for, and never another key\'s record while the new one loads', async () => {
    const opened = record();
    await opened.open('A', () => Promise.resolve({ docNo: 'A', total: 1 }));
    expect(opened.shown('A')).toEqual({ docNo: 'A', total: 1 });
    expect(opened.is('A', 'loaded')).toBe(true);
    const slow = deferred<Doc>();
    const reading = opened.open('B', () => slow.promise);
    expect(opened.shown('B')).toBeNull();
    expect(opened.shown('A')).toBeNull();
    expect(opened.is('B', 'loading')).toBe(true);
    slow.resolve({ docNo: 'B', total: 2 });
    await reading;
    expect(opened.shown('B')).toEqual({ docNo: 'B', total: 2 });
  });

  it('a slow earlier answer never replaces a later one', async () => {
    const opened = record();
    const first = deferred<Doc>();
    const firstRead = opened.open('A', () => first.promise);
    await opened.open('B', () => Promise.resolve({ docNo: 'B', total: 2 }));
    first.resolve({ docNo: 'A', total: 1 });
    await firstRead;
    expect(opened.key).toBe('B');
    expect(opened.shown('B')).toEqual({ docNo: 'B', total: 2 });
  });

  it('404 and 400 are "not found" without a message; anything else fails with the server\'s message or the fallback', async () => {
    const opened = record();
    await opened.open('X', () => Promise.reject(new ApiError(404, 'Sipariş bulunamadı')));
    expect(opened.is('X', 'notFound')).toBe(true);
    expect(opened.error).toBeNull();
    await opened.open('Y', () => Promise.reject(new ApiError(400, 'docNo geçersiz')));
    expect(opened.is('Y', 'notFound')).toBe(true);
    await opened.open('Z', () => Promise.reject(new ApiError(502, 'Servis yanıt vermedi')));
    expect(opened.is('Z', 'failed')).toBe(true);
    expect(opened.error).toBe('Servis yanıt vermedi');
    await opened.open('W', () => Promise.reject(new TypeError('network')));
    expect(opened.is('W', 'failed')).toBe(true);
    expect(opened.error).toBe('Yüklenemedi');
  });

  it('show() replaces the open record at once and outruns a read on its way; reset() closes it', async () => {
    const opened = record();
    const slow = deferred<Doc>();
    const reading = opened.open('A', () => slow.promise);
    opened.show({ docNo: 'A', total: 9 });
    slow.resolve({ docNo: 'A', total: 1 });
    await reading;
    expect(opened.shown('A')).toEqual({ docNo: 'A', total: 9 });
    opened.reset();
    expect(opened.key).toBeNull();
    expect(opened.shown('A')).toBeNull();
    expect(opened.state).toBe('loading');
  });
});
