import { Module } from '@nestjs/common';
import { SearchClient } from './search.client.js';
import { SearchController } from './search.controller.js';

@Module({ controllers: [SearchController], providers: [SearchClient] })
export class SearchModule {}
