import { Module } from '@nestjs/common';
import { MobileClient } from './mobile.client.js';
import { MobileController } from './mobile.controller.js';

@Module({ controllers: [MobileController], providers: [MobileClient] })
export class MobileModule {}
