import { Module } from '@nestjs/common';
import { PopularSearchesService } from './popular-searches.service.js';
import { EnginePredictionController } from './prediction.controller.js';
import { PredictionRepository } from './prediction.repository.js';
import { SearchIndexService } from './search-index.service.js';
import { SearchLogRepository } from './search-log.repository.js';

@Module({
  controllers: [EnginePredictionController],
  providers: [PredictionRepository, SearchIndexService, SearchLogRepository, PopularSearchesService],
  exports: [SearchIndexService, SearchLogRepository],
})
export class EnginePredictionModule {}
