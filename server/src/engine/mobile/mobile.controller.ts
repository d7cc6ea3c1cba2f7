import { Get, Query } from '@nestjs/common';
import { IsIn, Matches } from 'class-validator';
import type { CheckUpdateResult, MobilePlatform } from '../../../../contracts/mobile/responses.js';
import { NotFoundError } from '../../common/errors.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { compareVersions } from './app-version.js';
import { MobileRepository } from './mobile.repository.js';

class CheckUpdateQuery {
  @IsIn(['ios', 'android'], { message: 'platform must be ios or android' }) platform: MobilePlatform;
  @Matches(/^\d{1,4}(\.\d{1,4}){0,3}$/, { message: 'version must look like 1.2.3' }) version: string;
}

/** Engine MobileApi service (spec §7: CheckUpdate GET). */
@EngineController('mobile/api/mobile-api')
export class EngineMobileController {
  constructor(private readonly versions: MobileRepository) {}

  @Get('check-update')
  async checkUpdate(@Query() query: CheckUpdateQuery): Promise<CheckUpdateResult> {
    const published = await this.versions.version(query.platform);
    if (!published) throw new NotFoundError(`No app published for ${query.platform}`);
    return {
      mustUpdate: compareVersions(query.version, published.minimumVersion) < 0,
      updateAvailable: compareVersions(query.version, published.latestVersion) < 0,
      ...published,
    };
  }
}
