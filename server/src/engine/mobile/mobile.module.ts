import { Module } from '@nestjs/common';
import { EngineMobileController } from './mobile.controller.js';
import { MobileRepository } from './mobile.repository.js';

@Module({ controllers: [EngineMobileController], providers: [MobileRepository] })
export class EngineMobileModule {}
