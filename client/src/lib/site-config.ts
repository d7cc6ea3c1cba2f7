import { DEFAULT_FEATURE_FLAGS, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../../contracts/site/entities';

/** The config the server embeds in index.html (feature flags); defaults when absent (dev server). */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const element = doc.getElementById(SITE_CONFIG_ELEMENT_ID);
  try {
    const parsed = element?.textContent ? (JSON.parse(element.textContent) as Partial<SiteConfig>) : {};
    return { publicUrl: parsed.publicUrl ?? doc.location?.origin ?? '', features: { ...DEFAULT_FEATURE_FLAGS, ...parsed.features } };
  } catch {
    return { publicUrl: doc.location?.origin ?? '', features: DEFAULT_FEATURE_FLAGS };
  }
}
