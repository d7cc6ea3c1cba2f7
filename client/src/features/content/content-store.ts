import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Banner } from '../../../../contracts/banner/entities';
import { bannersIn } from '../../../../contracts/banner/media';
import { messageOf } from '../../lib/api-client';
import type { LanguageBound } from '../../stores/language-bound';
import type { ContentApi } from './api';

/** spec §8: banner list failure. */
export const BANNER_FAILURE = 'Failed to search products';

/** Banners by container (home slider, campaigns, footer icons, social links, popular searches). */
export class ContentStore implements LanguageBound {
  // Banners are replaced, never edited: references only, no deep observables to build.
  private readonly byContainer = observable.map<number, Banner[]>(undefined, { deep: false });
  /** Containers being read now, so a second caller waits for the same answer. */
  private readonly pending = new Map<number, Promise<void>>();
  /** Bumped by reset: an answer asked for before a language change is not kept. */
  private generation = 0;
  error: string | null = null;

  constructor(private readonly api: ContentApi) {
    makeAutoObservable<ContentStore, 'api' | 'pending' | 'byContainer' | 'generation'>(this, { api: false, pending: false, byContainer: false, generation: false });
  }

  /** Banners of a container in display order (empty until loaded). */
  banners(containerId: number): Banner[] {
    return this.byContainer.get(containerId) ?? [];
  }

  /** The container's answer is in (it may hold no banners); until then a page keeps its place. */
  isLoaded(containerId: number): boolean {
    return this.byContainer.has(containerId);
  }

  /** Loads the containers not loaded yet, in one call; containers already being read are waited for. */
  async load(containerIds: readonly number[]): Promise<void> {
    const waiting = containerIds.flatMap((id) => this.pending.get(id) ?? []);
    const missing = containerIds.filter((id) => !this.byContainer.has(id) && !this.pending.has(id));
    if (missing.length) {
      const request = this.fetch(missing).finally(() => { for (const id of missing) if (this.pending.get(id) === request) this.pending.delete(id); });
      for (const id of missing) this.pending.set(id, request);
      waiting.push(request);
    }
    await Promise.all(waiting);
  }

  private async fetch(containerIds: readonly number[]): Promise<void> {
    const generation = this.generation;
    try {
      const { banners } = await this.api.banners(containerIds);
      runInAction(() => {
        if (generation !== this.generation) return;
        for (const id of containerIds) this.byContainer.set(id, bannersIn(banners, id));
        this.error = null;
      });
    } catch (error) {
      runInAction(() => { if (generation === this.generation) this.error = messageOf(error, BANNER_FAILURE); });
    }
  }

  /** Forget everything (the language changed). */
  languageChanged(): void {
    this.generation += 1;
    this.pending.clear();
    this.byContainer.clear();
  }
}
