import type { Culture } from '../../../../contracts/enums';
import type { LocalizedTextsResponse } from '../../../../contracts/localization/responses';
import { localizedTextsRequest } from '../../../../contracts/site/preloaded-answers';
import { applyMerchantTexts } from '../../i18n/translate';
import type { ApiClient } from '../../lib/api-client';
import { LoadedByKey } from '../../lib/loadable';

/** Not shown: a failure keeps the built-in texts. */
const TEXTS_FAILURE = 'Failed to load texts';

/**
 * Loads the merchant's storefront texts (spec §7 localized texts) once per language and lays them
 * over the dictionaries. Never awaited before rendering: the page paints with the built-in texts
 * and re-renders the few that change when the answer arrives; a failure keeps the built-in texts
 * and the next load tries again.
 */
export class TextsStore {
  private readonly texts: LoadedByKey<Culture, Record<string, string>>;

  constructor(api: ApiClient) {
    this.texts = new LoadedByKey(async (culture) => {
      const { texts } = await api.request<LocalizedTextsResponse>(localizedTextsRequest(culture));
      applyMerchantTexts(culture, texts ?? {});
      return texts ?? {};
    }, TEXTS_FAILURE);
  }

  load(culture: Culture): Promise<void> {
    return this.texts.load(culture);
  }
}
