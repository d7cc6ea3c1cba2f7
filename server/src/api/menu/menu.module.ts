import { Module } from '@nestjs/common';
import { MenuClient } from './menu.client.js';
import { MenuController } from './menu.controller.js';

@Module({ controllers: [MenuController], providers: [MenuClient] })
export class MenuModule {}
