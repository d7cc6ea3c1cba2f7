import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { LocalizationGatewayPaths, type LocalizedTextsResult } from '../../../../contracts/gateway/localization.js';
import type { LocalizedText } from '../../../../contracts/localization/entities.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

export const TEXTS_FAILURE = 'Failed to load texts';

/** The only code that calls the gateway's localization service. */
@Injectable()
export class LocalizationClient {
  constructor(private readonly gateway: GatewayClient) {}

  async byLanguageAndTag(culture: Culture, tagName: string): Promise<LocalizedText[]> {
    return unwrap(await this.gateway.get<LocalizedTextsResult>({
      path: LocalizationGatewayPaths.byLanguageAndTagName, culture, query: { culture, tagName },
    }), TEXTS_FAILURE).localizedTexts;
  }
}
