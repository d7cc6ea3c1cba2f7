import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LOGGER } from '../logger.js';
import { BotCheckService } from './bot-check.service.js';
import { InProcessSpentSolutions, RedisSpentSolutions, SpentSolutions } from './spent-solutions.js';

/** One bot check for every form that asks for it: one record of the solutions already used (shared through Redis when REDIS_URL is set). */
@Module({
  providers: [
    BotCheckService,
    {
      provide: SpentSolutions, inject: [APP_CONFIG, LOGGER],
      useFactory: (config: AppConfig, logger: Logger) => (config.redisUrl ? new RedisSpentSolutions(config.redisUrl, logger) : new InProcessSpentSolutions()),
    },
  ],
  exports: [BotCheckService],
})
export class BotCheckModule {}
