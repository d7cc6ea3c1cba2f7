import { Body, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { EnrolmentFinished, EnrolmentStarted } from '../../../../contracts/admin/staff.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { cultureOf } from '../common/culture.js';
import { EnrolmentFinishDto, EnrolmentStartDto } from './dto/staff-fields.dto.js';
import { StaffController, StaffPublic } from './staff-controller.decorator.js';
import { setStaffCookie } from './staff-cookie.js';
import { StaffEnrolmentService } from './staff-enrolment.service.js';

/** Following a one-time enrolment link: set the password, enrol an authenticator, get recovery codes. */
@StaffController('enrolment')
export class StaffEnrolmentController {
  constructor(private readonly enrolment: StaffEnrolmentService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Post('start') @HttpCode(200) @StaffPublic() @RateLimited(RATE_RULES.staffEnrolment, { account: 'holder' })
  start(@Body() body: EnrolmentStartDto, @Req() request: Request): Promise<EnrolmentStarted> {
    return this.enrolment.start(body.token, body.password, cultureOf(request));
  }

  @Post('finish') @HttpCode(200) @StaffPublic() @RateLimited(RATE_RULES.staffEnrolment, { account: 'holder' })
  async finish(@Body() body: EnrolmentFinishDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<EnrolmentFinished> {
    const { token, ...finished } = await this.enrolment.finish(body.token, body.code, cultureOf(request));
    setStaffCookie(request, response, token, this.config.cookieSecure);
    return finished;
  }
}
