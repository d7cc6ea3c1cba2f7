import { Module } from '@nestjs/common';
import { EnginePredictionController } from './prediction.controller.js';
import { PredictionRepository } from './prediction.repository.js';
import { SearchIndexService } from './search-index.service.js';

@Module({ controllers: [EnginePredictionController], providers: [PredictionRepository, SearchIndexService], exports: [SearchIndexService] })
export class EnginePredictionModule {}
