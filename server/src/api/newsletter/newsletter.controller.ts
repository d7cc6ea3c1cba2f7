import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiResult } from '../../../../contracts/common/responses.js';
import { CAPTCHA_HEADER } from '../../../../contracts/member/payloads.js';
import { NewsletterTokenDto } from '../../common/dto/newsletter-token.dto.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { NewsletterSubscribeDto } from './dto/newsletter-subscribe.dto.js';
import { NewsletterService } from './newsletter.service.js';
import { NoStore } from '../../common/no-store.js';


/** The newsletter: every route is a POST, so opening a mailed link (or a mail scanner doing so) changes nothing. */
@ApiTags('newsletter')
@Controller('api')
export class NewsletterController {
  constructor(private readonly service: NewsletterService) {}

  @Post('newsletter-subscribe') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.newsletter)
  @ApiOperation({ summary: 'Subscribes with KVKK consent and the CaptchaToken header: a confirmation link by e-mail (double opt-in); the same answer for an address already subscribed' })
  subscribe(@Ctx() context: RequestContext, @Body() payload: NewsletterSubscribeDto, @Headers(CAPTCHA_HEADER) captcha?: string): Promise<ApiResult> { return this.service.subscribe(context, payload, captcha); }

  @Post('newsletter-confirm') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.newsletterLink)
  @ApiOperation({ summary: 'Confirms the subscription of the mailed link\'s token; 400 for an unknown link, 410 for an expired one' })
  confirm(@Ctx() context: RequestContext, @Body() payload: NewsletterTokenDto): Promise<ApiResult> { return this.service.confirm(context, payload.token); }

  @Post('newsletter-unsubscribe') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.newsletterLink)
  @ApiOperation({ summary: 'Unsubscribes the address of the mailed link\'s token; 400 for an unknown link' })
  unsubscribe(@Ctx() context: RequestContext, @Body() payload: NewsletterTokenDto): Promise<ApiResult> { return this.service.unsubscribe(context, payload.token); }
}
