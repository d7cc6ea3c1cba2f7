import { Module } from '@nestjs/common';
import { SearchClient } from './search.client.js';
import { SearchController } from './search.controller.js';
import { SearchRecorder } from './search-recorder.js';
import { SearchService } from './search.service.js';

@Module({ controllers: [SearchController], providers: [SearchClient, SearchService, SearchRecorder], exports: [SearchRecorder] })
export class SearchModule {}
