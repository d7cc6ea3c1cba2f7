import { Injectable } from '@nestjs/common';
import type { CheckUpdateResponse } from '../../../../contracts/mobile/responses.js';
import type { RequestContext } from '../../common/request-context.js';
import type { CheckUpdateQueryDto } from './dto/check-update.dto.js';
import { MobileClient } from './mobile.client.js';

/** The mobile app's questions (S7.34 MobileApi). */
@Injectable()
export class MobileService {
  constructor(private readonly client: MobileClient) {}

  async checkUpdate(context: RequestContext, query: CheckUpdateQueryDto): Promise<CheckUpdateResponse> {
    return { isSuccess: true, ...(await this.client.checkUpdate(context.culture, query.platform, query.version)) };
  }
}
