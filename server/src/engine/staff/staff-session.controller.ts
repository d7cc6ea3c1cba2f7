import { Body, Delete, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STAFF_ROLES, type StaffIdentity } from '../../../../contracts/admin/staff.js';
import { AppError } from '../../common/errors.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { cultureOf } from '../common/culture.js';
import { StaffSignInDto } from './dto/staff-fields.dto.js';
import { CurrentStaff, StaffController, StaffPublic, StaffRoles } from './staff-controller.decorator.js';
import { clearStaffCookie, setStaffCookie, staffTokenOf } from './staff-cookie.js';
import { StaffMessage } from './staff-messages.js';
import { StaffSessionService } from './staff-session.service.js';

/** Signing in to the console, asking who is signed in, signing out. */
@StaffController('session')
export class StaffSessionController {
  constructor(private readonly sessions: StaffSessionService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Post() @HttpCode(200) @StaffPublic() @RateLimited(RATE_RULES.staffSignIn)
  async signIn(@Body() body: StaffSignInDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<StaffIdentity> {
    const session = await this.sessions.signIn(body.email, body.password, body.code);
    if (!session) throw new AppError(StaffMessage.signInFailed[cultureOf(request)], HttpStatus.UNAUTHORIZED, 'STAFF_SIGN_IN_FAILED');
    setStaffCookie(request, response, session.token, this.config.cookieSecure);
    return session.identity;
  }

  @Get() @StaffRoles(...STAFF_ROLES)
  whoAmI(@CurrentStaff() staff: StaffIdentity): StaffIdentity {
    return staff;
  }

  @Delete() @HttpCode(200) @StaffRoles(...STAFF_ROLES)
  async signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<object> {
    const token = staffTokenOf(request);
    if (token) await this.sessions.end(token);
    clearStaffCookie(request, response, this.config.cookieSecure);
    return {};
  }
}
