import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LocalizedTextsResponse } from '../../../../contracts/localization/responses.js';
import { LocalizedTextsQueryDto } from './dto/localized-texts.dto.js';
import { LocalizationService } from './localization.service.js';

@ApiTags('localization')
@Controller('api')
export class LocalizationController {
  constructor(private readonly service: LocalizationService) {}

  @Get('localized-texts')
  @Header('cache-control', 'public, max-age=60')
  @ApiOperation({ summary: 'The merchant’s storefront texts of a language: they override the SPA’s strings (S7.34 localized texts)' })
  texts(@Query() query: LocalizedTextsQueryDto): Promise<LocalizedTextsResponse> { return this.service.storefrontTexts(query); }
}
