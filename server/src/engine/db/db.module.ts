import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LOGGER } from '../../common/logger.js';
import { DATABASE, type Database } from './database.js';
import { migrate } from './migrator.js';
import { openDatabase } from './open-database.js';
import { seedIfEmpty } from '../seed/seed-if-empty.js';

/**
 * The engine's database: opened, migrated and (when empty) seeded before the app takes
 * requests, closed last at shutdown.
 */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE,
      inject: [APP_CONFIG, LOGGER],
      useFactory: async (config: AppConfig, logger: Logger): Promise<Database> => {
        const db = await openDatabase(config);
        const applied = await migrate(db);
        if (applied.length) logger.info({ applied, database: db.kind }, 'migrations applied');
        await seedIfEmpty(db, config.seedProducts, logger);
        return db;
      },
    },
  ],
  exports: [DATABASE],
})
export class DbModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}
