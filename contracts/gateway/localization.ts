/** Gateway contract of the localization service (spec §7: all, by language, by tag name, by both). */
import type { LocalizedText } from '../localization/entities.js';

export const LocalizationGatewayPaths = {
  /** GET → LocalizedTextsResult: every text. */
  all: 'localization/api/localized-text/all',
  /** GET ?culture= → LocalizedTextsResult. */
  byLanguage: 'localization/api/localized-text/by-language',
  /** GET ?tagName= → LocalizedTextsResult. */
  byTagName: 'localization/api/localized-text/by-tag-name',
  /** GET ?culture=&tagName= → LocalizedTextsResult. */
  byLanguageAndTagName: 'localization/api/localized-text/by-language-and-tag-name',
} as const;

export interface LocalizedTextsResult {
  localizedTexts: LocalizedText[];
}
