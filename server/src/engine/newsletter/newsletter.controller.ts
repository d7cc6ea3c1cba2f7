import { Body, HttpCode, Post } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { GatewayNewsletterResult } from '../../../../contracts/gateway/newsletter.js';
import { NewsletterTokenDto } from '../../common/dto/newsletter-token.dto.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { SubscribeRequestDto } from './dto/subscribe-request.dto.js';
import { NewsletterService } from './newsletter.service.js';

/** Engine newsletter (spec §7 Member: newsletter subscribe, confirm, unsubscribe); paths in contracts/gateway/newsletter.ts. */
@EngineController('member/api/newsletter')
export class EngineNewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe') @HttpCode(200)
  async subscribe(@EngineCulture() culture: Culture, @Body() body: SubscribeRequestDto): Promise<object> {
    await this.newsletter.subscribe(culture, body.email, body.consentVersion);
    return {};
  }

  @Post('confirm') @HttpCode(200)
  confirm(@Body() body: NewsletterTokenDto): Promise<GatewayNewsletterResult> {
    return this.newsletter.confirm(body.token);
  }

  @Post('unsubscribe') @HttpCode(200)
  unsubscribe(@Body() body: NewsletterTokenDto): Promise<GatewayNewsletterResult> {
    return this.newsletter.unsubscribe(body.token);
  }
}
