import { Module } from '@nestjs/common';
import { BotCheckService } from './bot-check.service.js';

/** One bot check for every form that asks for it: one record of the solutions already used. */
@Module({
  providers: [BotCheckService],
  exports: [BotCheckService],
})
export class BotCheckModule {}
