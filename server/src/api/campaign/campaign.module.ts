import { Module } from '@nestjs/common';
import { CurrencyModule } from '../currency/currency.module.js';
import { CampaignClient } from './campaign.client.js';
import { CampaignController } from './campaign.controller.js';
import { CampaignService } from './campaign.service.js';

/** Campaigns of the storefront: the running ones (get-campaings), badges through the product routes. */
@Module({ imports: [CurrencyModule], controllers: [CampaignController], providers: [CampaignClient, CampaignService], exports: [CampaignService] })
export class CampaignModule {}
