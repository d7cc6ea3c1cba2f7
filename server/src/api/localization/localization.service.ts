import { Injectable } from '@nestjs/common';
import { STOREFRONT_TEXT_TAG } from '../../../../contracts/localization/entities.js';
import type { LocalizedTextsResponse } from '../../../../contracts/localization/responses.js';
import { answerCache, FRESHNESS } from '../../common/answer-freshness.js';
import type { LocalizedTextsQueryDto } from './dto/localized-texts.dto.js';
import { LocalizationClient } from './localization.client.js';

/** The merchant's storefront texts of a language (S7.34): they override the SPA's strings. */
@Injectable()
export class LocalizationService {
  private readonly texts = answerCache<LocalizedTextsResponse>(FRESHNESS.texts, 4);

  constructor(private readonly client: LocalizationClient) {}

  storefrontTexts(query: LocalizedTextsQueryDto): Promise<LocalizedTextsResponse> {
    return this.texts.get(query.culture, async () => {
      const texts = await this.client.byLanguageAndTag(query.culture, STOREFRONT_TEXT_TAG);
      return { isSuccess: true, culture: query.culture, texts: Object.fromEntries(texts.map((text) => [text.key, text.value])) };
    });
  }
}
