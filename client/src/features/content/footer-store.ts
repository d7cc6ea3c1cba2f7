import { makeAutoObservable, observable, runInAction } from 'mobx';
import { BannerContainer, type Culture } from '../../../../contracts/enums';
import type { ContentApi } from './api';
import { footerCategoryGroups, footerLegalLinks, type FooterCategoryGroup, type FooterLink } from './footer-links';

/** The footer's category columns and legal links (S9.10), kept per language. */
export class FooterStore {
  // Replaced, never edited: references only.
  private readonly categoriesByCulture = observable.map<Culture, FooterCategoryGroup[]>(undefined, { deep: false });
  private readonly legalByCulture = observable.map<Culture, FooterLink[]>(undefined, { deep: false });
  private readonly pending = new Map<Culture, Promise<void>>();
  culture: Culture = 'tr';

  constructor(private readonly api: ContentApi) {
    makeAutoObservable<FooterStore, 'api' | 'pending' | 'categoriesByCulture' | 'legalByCulture'>(this, { api: false, pending: false, categoriesByCulture: false, legalByCulture: false });
  }

  /** Category columns, sorted by descending order, with their test ids. */
  get categories(): FooterCategoryGroup[] {
    return this.categoriesByCulture.get(this.culture) ?? [];
  }

  /** Items tagged "Show in Footer Menu" (tag 9). */
  get legalLinks(): FooterLink[] {
    return this.legalByCulture.get(this.culture) ?? [];
  }

  /**
   * Reads what is missing for `culture`; a part that failed stays empty and is asked again on
   * the next load (the footer never breaks a page).
   */
  load(culture: Culture): Promise<void> {
    this.culture = culture;
    if (this.categoriesByCulture.has(culture) && this.legalByCulture.has(culture)) return Promise.resolve();
    const running = this.pending.get(culture);
    if (running) return running;
    const request = this.fetch(culture).finally(() => this.pending.delete(culture));
    this.pending.set(culture, request);
    return request;
  }

  private async fetch(culture: Culture): Promise<void> {
    const [tree, banners] = await Promise.allSettled([
      this.categoriesByCulture.has(culture) ? null : this.api.categoryTree(),
      this.legalByCulture.has(culture) ? null : this.api.banners([BannerContainer.LegalLinks]),
    ]);
    runInAction(() => {
      if (tree.status === 'fulfilled' && tree.value) this.categoriesByCulture.set(culture, footerCategoryGroups(tree.value.categories));
      if (banners.status === 'fulfilled' && banners.value) this.legalByCulture.set(culture, footerLegalLinks(banners.value.banners, culture));
    });
  }
}
