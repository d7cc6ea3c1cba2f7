import { makeAutoObservable, runInAction } from 'mobx';
import type { Banner } from '../../../../contracts/banner/entities';
import { messageOf } from '../../lib/api-client';
import type { ContentApi } from './api';

/** spec §8: banner list failure. */
export const BANNER_FAILURE = 'Failed to search products';

/** Banners by container (home slider, campaigns, footer icons, social links, popular searches). */
export class ContentStore {
  private readonly byContainer = new Map<number, Banner[]>();
  error: string | null = null;

  constructor(private readonly api: ContentApi) {
    makeAutoObservable<ContentStore, 'api'>(this, { api: false });
  }

  /** Banners of a container in display order (empty until loaded). */
  banners(containerId: number): Banner[] {
    return this.byContainer.get(containerId) ?? [];
  }

  /** Loads the containers not loaded yet, in one call. */
  async load(containerIds: number[]): Promise<void> {
    const missing = containerIds.filter((id) => !this.byContainer.has(id));
    if (!missing.length) return;
    try {
      const { banners } = await this.api.banners(missing);
      runInAction(() => {
        for (const id of missing) this.byContainer.set(id, banners.filter((banner) => banner.bannerContainerIds.includes(id)).sort((a, b) => a.order - b.order));
        this.error = null;
      });
    } catch (error) {
      runInAction(() => { this.error = messageOf(error, BANNER_FAILURE); });
    }
  }

  /** Forget everything (the language changed). */
  reset(): void {
    this.byContainer.clear();
  }
}
