import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule as NestConfigModule } from '@nestjs/config';
import { APP_CONFIG, type AppConfig } from './app-config.js';

/** Makes the validated AppConfig injectable everywhere (token APP_CONFIG). */
@Global()
@Module({})
export class ConfigModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      imports: [NestConfigModule.forRoot({ ignoreEnvFile: true, load: [() => ({ app: config })] })],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
