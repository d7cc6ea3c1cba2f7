import { makeAutoObservable } from 'mobx';
import { BannerContainer, type Culture } from '../../../../contracts/enums';
import { LoadedByKey } from '../../lib/loadable';
import type { StoreFactory } from '../../stores/root-store';
import { contentApi, type ContentApi } from './api';
import { footerCategoryGroups, footerLegalLinks, type FooterCategoryGroup, type FooterLink } from './footer-links';

/** Not shown: the footer never breaks a page, a part that failed stays empty. */
const FOOTER_FAILURE = 'Failed to load the footer';

/** The footer's category columns and legal links (S9.10), kept per language. */
export class FooterStore {
  // The API client sends the page's language: each language's parts are read once.
  private readonly categoryGroups: LoadedByKey<Culture, FooterCategoryGroup[]>;
  private readonly legal: LoadedByKey<Culture, FooterLink[]>;
  culture: Culture = 'tr';

  constructor(api: ContentApi) {
    this.categoryGroups = new LoadedByKey(async () => footerCategoryGroups((await api.categoryTree()).categories), FOOTER_FAILURE);
    this.legal = new LoadedByKey(async (culture) => footerLegalLinks((await api.banners([BannerContainer.LegalLinks])).banners, culture), FOOTER_FAILURE);
    makeAutoObservable<FooterStore, 'categoryGroups' | 'legal'>(this, { categoryGroups: false, legal: false });
  }

  /** Category columns, sorted by descending order, with their test ids. */
  get categories(): FooterCategoryGroup[] {
    return this.categoryGroups.get(this.culture) ?? [];
  }

  /** Items tagged "Show in Footer Menu" (tag 9). */
  get legalLinks(): FooterLink[] {
    return this.legal.get(this.culture) ?? [];
  }

  /** Reads what is missing for `culture`; a part that failed is asked again on the next load. */
  async load(culture: Culture): Promise<void> {
    this.culture = culture;
    await Promise.all([this.categoryGroups.load(culture), this.legal.load(culture)]);
  }
}

/** The footer's store, made with the footer's code (which comes after the first page): not in the first download. */
export const footerStore: StoreFactory<FooterStore> = (root) => new FooterStore(contentApi(root.api));
