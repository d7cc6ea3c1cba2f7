import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { STOREFRONT_TEXT_TAG } from '../../../../contracts/localization/entities.js';
import type { LocalizedTextsResponse } from '../../../../contracts/localization/responses.js';
import { LocalizedTextsQueryDto } from './dto/localized-texts.dto.js';
import { LocalizationClient } from './localization.client.js';

@ApiTags('localization')
@Controller('api')
export class LocalizationController {
  constructor(private readonly client: LocalizationClient) {}

  @Get('localized-texts')
  @Header('cache-control', 'public, max-age=60')
  @ApiOperation({ summary: 'The merchant’s storefront texts of a language: they override the SPA’s strings (S7.34 localized texts)' })
  async texts(@Query() query: LocalizedTextsQueryDto): Promise<LocalizedTextsResponse> {
    const texts = await this.client.byLanguageAndTag(query.culture, STOREFRONT_TEXT_TAG);
    return { isSuccess: true, culture: query.culture, texts: Object.fromEntries(texts.map((text) => [text.key, text.value])) };
  }
}
