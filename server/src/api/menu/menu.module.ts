import { Module } from '@nestjs/common';
import { MenuClient } from './menu.client.js';
import { MenuController } from './menu.controller.js';
import { MenuService } from './menu.service.js';

@Module({ controllers: [MenuController], providers: [MenuClient, MenuService] })
export class MenuModule {}
