import { Module } from '@nestjs/common';
import { FiguresController } from './figures.controller.js';
import { FiguresRepository } from './figures.repository.js';
import { FiguresService } from './figures.service.js';

/** The day's figures in the operator console (issue 30 item 6). */
@Module({
  controllers: [FiguresController],
  providers: [FiguresService, FiguresRepository],
})
export class EngineFiguresModule {}
