import { Get, Query } from '@nestjs/common';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { CULTURES, type Culture } from '../../../../contracts/enums.js';
import type { LocalizedTextsResult } from '../../../../contracts/gateway/localization.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { LocalizationRepository } from './localization.repository.js';

class LanguageQuery { @IsIn(CULTURES, { message: 'culture must be tr or en' }) culture: Culture; }
class TagQuery { @IsString() @MaxLength(100) tagName: string; }
class LanguageAndTagQuery {
  @IsIn(CULTURES, { message: 'culture must be tr or en' }) culture: Culture;
  @IsString() @MaxLength(100) tagName: string;
}

/** Engine localization service (spec §7 localized texts: all, by language, by tag name, by both). */
@EngineController('localization/api/localized-text')
export class EngineLocalizationController {
  constructor(private readonly texts: LocalizationRepository) {}

  @Get('all')
  async all(): Promise<LocalizedTextsResult> {
    return { localizedTexts: await this.texts.find() };
  }

  @Get('by-language')
  async byLanguage(@Query() query: LanguageQuery): Promise<LocalizedTextsResult> {
    return { localizedTexts: await this.texts.find(query.culture) };
  }

  @Get('by-tag-name')
  async byTagName(@Query() query: TagQuery): Promise<LocalizedTextsResult> {
    return { localizedTexts: await this.texts.find(undefined, query.tagName) };
  }

  @Get('by-language-and-tag-name')
  async byLanguageAndTagName(@Query() query: LanguageAndTagQuery): Promise<LocalizedTextsResult> {
    return { localizedTexts: await this.texts.find(query.culture, query.tagName) };
  }
}
