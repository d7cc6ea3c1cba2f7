import { Module } from '@nestjs/common';
import { EngineCampaignController } from './campaign.controller.js';
import { CampaignRepository } from './campaign.repository.js';

@Module({ controllers: [EngineCampaignController], providers: [CampaignRepository] })
export class EngineCampaignModule {}
