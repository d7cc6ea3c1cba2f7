import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.js';

/** The audit log's one writer, for every engine module whose staff routes change something (global: no module need import it). */
@Global()
@Module({
  providers: [AuditLog],
  exports: [AuditLog],
})
export class EngineAuditModule {}
