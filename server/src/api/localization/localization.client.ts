import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { LocalizationGatewayPaths, type LocalizedTextsResult } from '../../../../contracts/gateway/localization.js';
import type { LocalizedText } from '../../../../contracts/localization/entities.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import { ReadCache } from '../../common/read-cache.js';

export const TEXTS_FAILURE = 'Failed to load texts';

/** The only code that calls the gateway's localization service. */
@Injectable()
export class LocalizationClient {
  // Every page load asks once per language: a short cache keeps the gateway quiet.
  private readonly texts = new ReadCache<LocalizedText[]>(30_000, 20);

  constructor(private readonly gateway: GatewayClient) {}

  byLanguageAndTag(culture: Culture, tagName: string): Promise<LocalizedText[]> {
    return this.texts.get(`${culture}|${tagName}`, async () => unwrap(await this.gateway.get<LocalizedTextsResult>({
      path: LocalizationGatewayPaths.byLanguageAndTagName, culture, query: { culture, tagName },
    }), TEXTS_FAILURE).localizedTexts);
  }
}
