import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiResult } from '../../../../contracts/common/responses.js';
import { CAPTCHA_HEADER } from '../../../../contracts/member/payloads.js';
import type {
  AddressesResponse, AddressResponse, AddressSourceResponse, AltchaChallenge, FavoritesResponse, MemberResponse, PriceAlarmsResponse, StockAlarmsResponse, TextTemplateResponse,
} from '../../../../contracts/member/responses.js';
import {
  AddressDto, ChangePasswordDto, CityQueryDto, CommunicationPreferencesDto, DeleteMemberDto, ForgotPasswordDto, IdDto, LoginDto, ProductIdDto, RegisterDto,
  RenewPasswordDto, StockAlarmDto, UpdateAddressDto, UpdateMemberDto, VerifyOtpDto,
} from '../../common/dto/member-fields.dto.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { GuestLogonDto } from './dto/guest-logon.dto.js';
import { MemberService } from './member.service.js';
import { NoStore } from '../../common/no-store.js';

// Member answers are one shopper's: no cache may keep them.

@ApiTags('member')
@Controller('api')
export class MemberController {
  constructor(private readonly service: MemberService) {}

  @Get('altcha-challenge') @NoStore()
  @ApiOperation({ summary: 'A proof-of-work challenge for the ALTCHA bot check (guest form, newsletter)' })
  altcha(): Promise<AltchaChallenge> { return this.service.altchaChallenge(); }

  @Post('register') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.register)
  @ApiOperation({ summary: 'Sign-up: a member, a new token with the visitor\'s cart, an activation code by e-mail or SMS (MEMBER_ACTIVATION)' })
  register(@Ctx() context: RequestContext, @Body() payload: RegisterDto): Promise<MemberResponse> { return this.service.register(context, payload); }

  @Post('login') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.signIn)
  @ApiOperation({ summary: 'Sign-in: a new token (no fixation); the visitor\'s cart joins the member\'s' })
  login(@Ctx() context: RequestContext, @Body() payload: LoginDto): Promise<MemberResponse> { return this.service.login(context, payload); }

  @Post('logon-as-guest') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.guestLogon)
  @ApiOperation({ summary: 'Guest sign-in by e-mail, country TR, CaptchaToken header (S7.03)' })
  logonAsGuest(@Ctx() context: RequestContext, @Body() payload: GuestLogonDto, @Headers(CAPTCHA_HEADER) captcha?: string): Promise<ApiResult> { return this.service.logonAsGuest(context, payload, captcha); }

  @Post('logout') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Signs out: the token is refused from now on and the cookies are cleared (S7.15)' })
  logout(@Ctx() context: RequestContext): Promise<ApiResult> { return this.service.logout(context); }

  @Get('active-member') @NoStore()
  @ApiOperation({ summary: 'The signed-in member (S7.07); 401 for a visitor' })
  activeMember(@Ctx() context: RequestContext): Promise<MemberResponse> { return this.service.activeMember(context); }

  @Post('verify-otp') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.otp)
  @ApiOperation({ summary: 'Checks the activation code, e-mailed or texted as MEMBER_ACTIVATION says (limited tries)' })
  verifyOtp(@Ctx() context: RequestContext, @Body() payload: VerifyOtpDto): Promise<MemberResponse> { return this.service.verifyOtp(context, payload.code); }

  @Post('resend-otp') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.otpResend)
  @ApiOperation({ summary: 'A new activation code, by e-mail or by SMS to the member\'s mobile phone' })
  resendOtp(@Ctx() context: RequestContext): Promise<ApiResult> { return this.service.resendOtp(context); }

  @Post('update-member') @HttpCode(200) @NoStore()
  updateMember(@Ctx() context: RequestContext, @Body() payload: UpdateMemberDto): Promise<MemberResponse> { return this.service.update(context, payload); }

  @Post('communication-preferences') @HttpCode(200) @NoStore()
  communicationPreferences(@Ctx() context: RequestContext, @Body() payload: CommunicationPreferencesDto): Promise<MemberResponse> { return this.service.communicationPreferences(context, payload); }

  @Post('delete-member') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.signIn)
  deleteMember(@Ctx() context: RequestContext, @Body() payload: DeleteMemberDto): Promise<ApiResult> { return this.service.delete(context, payload); }

  @Post('change-password') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.signIn)
  changePassword(@Ctx() context: RequestContext, @Body() payload: ChangePasswordDto): Promise<ApiResult> { return this.service.changePassword(context, payload); }

  @Post('forgot-password') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.forgotPassword)
  @ApiOperation({ summary: 'A renewal link by e-mail; the same answer whether the e-mail is known or not' })
  forgotPassword(@Ctx() context: RequestContext, @Body() payload: ForgotPasswordDto): Promise<ApiResult> { return this.service.forgotPassword(context, payload.email); }

  @Post('renew-password') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.forgotPassword)
  renewPassword(@Ctx() context: RequestContext, @Body() payload: RenewPasswordDto): Promise<ApiResult> { return this.service.renewPassword(context, payload); }

  @Post('text-template') @HttpCode(200)
  @ApiOperation({ summary: 'The privacy (KVKK) text (S7.08: providerName PrivacyPolicy → result HTML)' })
  privacyText(@Ctx() context: RequestContext): Promise<TextTemplateResponse> { return this.service.privacyText(context); }

  @Get('addresses') @NoStore()
  addresses(@Ctx() context: RequestContext): Promise<AddressesResponse> { return this.service.addresses(context); }

  @Post('add-address') @HttpCode(200) @NoStore()
  addAddress(@Ctx() context: RequestContext, @Body() payload: AddressDto): Promise<AddressResponse> { return this.service.addAddress(context, payload); }

  @Post('update-address') @HttpCode(200) @NoStore()
  updateAddress(@Ctx() context: RequestContext, @Body() payload: UpdateAddressDto): Promise<AddressResponse> { return this.service.updateAddress(context, payload); }

  @Post('remove-address') @HttpCode(200) @NoStore()
  removeAddress(@Ctx() context: RequestContext, @Body() payload: IdDto): Promise<ApiResult> { return this.service.removeAddress(context, payload.id); }

  @Get('address-source')
  @ApiOperation({ summary: 'Turkey\'s cities, or a city\'s districts (cityId), and the address form\'s schema' })
  addressSource(@Ctx() context: RequestContext, @Query() query: CityQueryDto): Promise<AddressSourceResponse> { return this.service.addressSource(context, query.cityId); }

  @Get('get-favorites') @NoStore()
  @ApiOperation({ summary: 'The member\'s favourites (S7.16)' })
  favorites(@Ctx() context: RequestContext): Promise<FavoritesResponse> { return this.service.favorites(context); }

  @Post('add-favorite') @HttpCode(200) @NoStore()
  addFavorite(@Ctx() context: RequestContext, @Body() payload: ProductIdDto): Promise<ApiResult> { return this.service.changeFavorite(context, payload.productId, true); }

  @Post('remove-favorite') @HttpCode(200) @NoStore()
  removeFavorite(@Ctx() context: RequestContext, @Body() payload: ProductIdDto): Promise<ApiResult> { return this.service.changeFavorite(context, payload.productId, false); }

  @Get('price-alarms') @NoStore()
  priceAlarms(@Ctx() context: RequestContext): Promise<PriceAlarmsResponse> { return this.service.priceAlarms(context); }

  @Post('add-price-alarm') @HttpCode(200) @NoStore()
  addPriceAlarm(@Ctx() context: RequestContext, @Body() payload: ProductIdDto): Promise<ApiResult> { return this.service.changePriceAlarm(context, payload.productId, true); }

  @Post('remove-price-alarm') @HttpCode(200) @NoStore()
  removePriceAlarm(@Ctx() context: RequestContext, @Body() payload: ProductIdDto): Promise<ApiResult> { return this.service.changePriceAlarm(context, payload.productId, false); }

  @Get('stock-alarms') @NoStore()
  stockAlarms(@Ctx() context: RequestContext): Promise<StockAlarmsResponse> { return this.service.stockAlarms(context); }

  @Post('add-stock-alarm') @HttpCode(200) @NoStore()
  addStockAlarm(@Ctx() context: RequestContext, @Body() payload: StockAlarmDto): Promise<ApiResult> { return this.service.changeStockAlarm(context, payload, true); }

  @Post('remove-stock-alarm') @HttpCode(200) @NoStore()
  removeStockAlarm(@Ctx() context: RequestContext, @Body() payload: StockAlarmDto): Promise<ApiResult> { return this.service.changeStockAlarm(context, payload, false); }
}
