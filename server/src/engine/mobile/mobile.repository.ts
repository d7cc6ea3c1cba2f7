import { Inject, Injectable } from '@nestjs/common';
import type { MobilePlatform } from '../../../../contracts/mobile/responses.js';
import { DATABASE, type Database } from '../db/database.js';

export interface AppVersion { latestVersion: string; minimumVersion: string; storeUrl: string }

/** The mobile_app_version table. */
@Injectable()
export class MobileRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async version(platform: MobilePlatform): Promise<AppVersion | null> {
    const [row] = await this.db.query<{ latest_version: string; minimum_version: string; store_url: string }>(
      `SELECT latest_version, minimum_version, store_url FROM mobile_app_version WHERE platform = $1`, [platform]);
    return row ? { latestVersion: row.latest_version, minimumVersion: row.minimum_version, storeUrl: row.store_url } : null;
  }
}
