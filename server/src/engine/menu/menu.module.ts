import { Module } from '@nestjs/common';
import { EngineMenuController } from './menu.controller.js';
import { MenuRepository } from './menu.repository.js';

@Module({ controllers: [EngineMenuController], providers: [MenuRepository] })
export class EngineMenuModule {}
