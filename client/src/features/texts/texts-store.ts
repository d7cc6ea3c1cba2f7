import type { Culture } from '../../../../contracts/enums';
import type { LocalizedTextsResponse } from '../../../../contracts/localization/responses';
import { localizedTextsRequest } from '../../../../contracts/site/first-answers';
import { applyMerchantTexts } from '../../i18n/translate';
import type { ApiClient } from '../../lib/api-client';

/**
 * Loads the merchant's storefront texts (spec §7 localized texts) once per language and lays them
 * over the dictionaries. Never awaited before rendering: the page paints with the built-in texts
 * and re-renders the few that change when the answer arrives; a failure keeps the built-in texts.
 */
export class TextsStore {
  private readonly loaded = new Set<Culture>();

  constructor(private readonly api: ApiClient) {}

  async load(culture: Culture): Promise<void> {
    if (this.loaded.has(culture)) return;
    this.loaded.add(culture);
    try {
      const { texts } = await this.api.request<LocalizedTextsResponse>(localizedTextsRequest(culture));
      applyMerchantTexts(culture, texts ?? {});
    } catch {
      // Built-in texts stay; the next visit tries again.
      this.loaded.delete(culture);
    }
  }
}
