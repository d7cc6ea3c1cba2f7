import { answerCache } from '../common/answer-freshness.js';
import { CatalogueAnswers } from './catalogue-answers.js';
import type { EngineEntry } from './engine-entry.js';

/** An engine entry that only tells of catalogue changes. */
function announcingEngine() {
  const listeners = new Set<() => void>();
  const engine = { onCatalogueChange: (listener: () => void) => { listeners.add(listener); return () => listeners.delete(listener); } } as unknown as EngineEntry;
  return { engine, announce: () => listeners.forEach((listener) => listener()), listening: () => listeners.size };
}

describe('CatalogueAnswers (issue 29 item 4: a change shows in the shop at once)', () => {
  it('empties every followed cache when the engine announces a catalogue change, and stops listening when closed', async () => {
    const { engine, announce, listening } = announcingEngine();
    const answers = new CatalogueAnswers(engine);
    const cache = answers.follow({ ttlMs: 60_000 }, (freshness) => answerCache<string>(freshness, 10));
    answers.onModuleInit();
    await cache.get('k', async () => 'old');
    expect(await cache.get('k', async () => 'new')).toBe('old');
    announce();
    expect(await cache.get('k', async () => 'new')).toBe('new');
    answers.onModuleDestroy();
    expect(listening()).toBe(0);
  });

  it('without an embedded engine nothing announces: caches age out as before', async () => {
    const answers = new CatalogueAnswers();
    const cache = answers.follow({ ttlMs: 60_000 }, (freshness) => answerCache<string>(freshness, 10));
    answers.onModuleInit();
    await cache.get('k', async () => 'old');
    expect(await cache.get('k', async () => 'new')).toBe('old');
  });

  it('CATALOGUE_ANSWER_CACHE=false: every answer is read anew, none served from the cache', async () => {
    const answers = new CatalogueAnswers(undefined, { catalogueAnswerCache: false });
    const cache = answers.follow({ ttlMs: 60_000, staleMs: 60_000 }, (freshness) => answerCache<string>(freshness, 10));
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await cache.get('k', load)).toBe('answer 1');
    expect(await cache.get('k', load)).toBe('answer 2');
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['answer 3', 'answer 4']);
  });
});
