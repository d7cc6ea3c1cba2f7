/**
 * Feature flags (spec §9: most are false). The server reads them from config (FEATURES) and
 * hands them to the SPA in index.html, in a JSON script tag with id "vitrin-config".
 */
export interface FeatureFlags {
  /** Currency picker in the header (TRY, USD, EUR). */
  currencySelector: boolean;
  /** Live cart channel over WebSocket. */
  liveCart: boolean;
  /** Floating compare bar and compare page. */
  compare: boolean;
  /** Gift box note at checkout. */
  giftBox: boolean;
  /** Store pick-up ("available stores") at checkout. */
  storeLocator: boolean;
  /** Smart banner pointing to the mobile app. */
  mobileAppBanner: boolean;
}

/** Flags as they stand when FEATURES says nothing. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  currencySelector: true,
  liveCart: true,
  compare: true,
  giftBox: false,
  storeLocator: false,
  mobileAppBanner: false,
};

/** What the server embeds into index.html for the SPA at start-up. */
export interface SiteConfig {
  /** Feature flags in force. */
  features: FeatureFlags;
  /** Public origin of the shop, e.g. https://vitrin.example (canonical links). */
  publicUrl: string;
}

/** Id of the JSON script tag that carries SiteConfig in index.html. */
export const SITE_CONFIG_ELEMENT_ID = 'vitrin-config';
