import { Module } from '@nestjs/common';
import { PopularSearchesService } from './popular-searches.service.js';
import { EnginePredictionController } from './prediction.controller.js';
import { PredictionRepository } from './prediction.repository.js';
import { SearchIndexService } from './search-index.service.js';
import { SearchLogRepository } from './search-log.repository.js';
import { SearchSynonymRepository } from './search-synonym.repository.js';
import { SearchSynonymsController } from './search-synonyms.controller.js';
import { SearchSynonymsService } from './search-synonyms.service.js';
import { ShopAnswerListeners } from './shop-answer-listeners.js';

@Module({
  controllers: [EnginePredictionController, SearchSynonymsController],
  providers: [PredictionRepository, SearchIndexService, SearchLogRepository, PopularSearchesService, SearchSynonymRepository, SearchSynonymsService, ShopAnswerListeners],
  exports: [SearchIndexService, SearchLogRepository, ShopAnswerListeners],
})
export class EnginePredictionModule {}
