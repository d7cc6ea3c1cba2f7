import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LOGGER } from '../../common/logger.js';
import { DATABASE, type Database } from './database.js';
import { EmbeddedVacuum } from './embedded-vacuum.js';
import { prepareDatabase } from './prepare-database.js';

/**
 * The engine's database: opened, migrated and (when empty) seeded before the app takes
 * requests, vacuumed while it runs when it is the embedded one, closed last at shutdown.
 */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE,
      inject: [APP_CONFIG, LOGGER],
      useFactory: (config: AppConfig, logger: Logger): Promise<Database> => prepareDatabase(config, logger),
    },
    EmbeddedVacuum,
  ],
  exports: [DATABASE],
})
export class DbModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}
