import { Module } from '@nestjs/common';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EngineMemberModule } from '../member/member.module.js';
import { EngineAddressSourceController, EngineMemberAddressController } from './address.controller.js';
import { AddressRepository } from './address.repository.js';
import { AddressService } from './address.service.js';

@Module({
  imports: [EngineEnvironmentModule, EngineMemberModule],
  controllers: [EngineAddressSourceController, EngineMemberAddressController],
  providers: [AddressRepository, AddressService],
})
export class EngineAddressModule {}
