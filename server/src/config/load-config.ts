import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../../../contracts/site/entities.js';
import type { AppConfig } from './app-config.js';
import { projectRoot } from '../common/project-root.js';
import { validationMessages } from '../common/validation.js';
import { Environment } from './environment.js';

/** Thrown at start when the environment is wrong; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const describe = (error: ValidationError): string =>
  `${error.property}=${JSON.stringify(error.value)}: ${validationMessages([error]).join('; ')}`;

function parseFeatures(spec: string, problems: string[]): FeatureFlags {
  const flags = { ...DEFAULT_FEATURE_FLAGS };
  for (const item of spec.split(',').filter(Boolean)) {
    const off = item.startsWith('-');
    const name = off ? item.slice(1) : item;
    if (!(name in flags)) {
      problems.push(`FEATURES: unknown flag "${name}" (known: ${Object.keys(flags).join(', ')})`);
      continue;
    }
    flags[name as keyof FeatureFlags] = !off;
  }
  return flags;
}

/**
 * Whether the embedded engine charges through its test bank. In production the test bank is
 * never the fallback (it takes any well-formed card as paid): a real bank (PAYMENT_PROVIDER_URL)
 * or an explicit TEST_PAYMENTS=true, never neither and never both. A storefront of an external
 * gateway (GATEWAY_URL) charges nothing itself and needs neither.
 */
function testPaymentsOf(parsed: Environment, production: boolean, problems: string[]): boolean {
  const bank = Boolean(parsed.PAYMENT_PROVIDER_URL);
  if (parsed.GATEWAY_URL) return false;
  if (parsed.TEST_PAYMENTS === true && bank) problems.push('TEST_PAYMENTS: true takes payments with the embedded test bank, but PAYMENT_PROVIDER_URL names a real one; set only one');
  else if (parsed.TEST_PAYMENTS === undefined && production && !bank) {
    problems.push('PAYMENT_PROVIDER_URL: required in production (the bank\'s card API); a demo shop without real payments sets TEST_PAYMENTS=true instead');
  } else if (parsed.TEST_PAYMENTS === false && !bank) problems.push('PAYMENT_PROVIDER_URL: required when TEST_PAYMENTS is false (no card provider is left)');
  return parsed.TEST_PAYMENTS ?? (!production && !bank);
}

/**
 * Validates the environment and answers the typed config. The only reader of process.env:
 * callers pass it in, tests pass their own object.
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = plainToInstance(Environment, { ...env }, { exposeDefaultValues: true });
  const problems = validateSync(parsed, { whitelist: false, forbidUnknownValues: false }).map(describe);
  const features = parseFeatures(parsed.FEATURES ?? '', problems);
  if ((parsed.IDP_URL || parsed.GATEWAY_URL) && !parsed.IDP_CLIENT_SECRET) {
    problems.push('IDP_CLIENT_SECRET: required when GATEWAY_URL or IDP_URL points outside this process');
  }
  if (parsed.ENGINE_ONLY && parsed.GATEWAY_URL) problems.push('ENGINE_ONLY: this process is the gateway; GATEWAY_URL belongs to the storefront processes');
  // The storefronts in other processes must hold the same secret, so none can be made up here.
  if (parsed.ENGINE_ONLY && !parsed.IDP_CLIENT_SECRET) problems.push('IDP_CLIENT_SECRET: required with ENGINE_ONLY (the storefronts authenticate with it)');
  if (parsed.GATEWAY_URL && parsed.GATEWAY_TRANSPORT === 'in-process') problems.push('GATEWAY_TRANSPORT: in-process needs the embedded engine; an external gateway (GATEWAY_URL) is reached over http');
  if (parsed.ENGINE_URL && !parsed.ENGINE_ONLY) problems.push('ENGINE_URL: only read with ENGINE_ONLY');
  const production = parsed.NODE_ENV === 'production';
  if (production && !parsed.ALTCHA_HMAC_KEY) {
    problems.push('ALTCHA_HMAC_KEY: the bot-check key must be defined in production (spec §5); generate one with `openssl rand -base64 48`');
  }
  // Mails, canonical links and passkeys name the shop's address: in production never a made-up localhost.
  if (production && !parsed.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (the shop\'s public address, e.g. https://shop.example), used in mails and links');
  const testPayments = testPaymentsOf(parsed, production, problems);
  if (problems.length) throw new ConfigError(problems);

  return {
    port: parsed.PORT!,
    host: parsed.HOST!,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/+$/, ''),
    clientDir: path.resolve(parsed.CLIENT_DIR ?? path.join(projectRoot(), 'dist', 'client')),
    dataDir: parsed.DATA_DIR!,
    dataSnapshot: parsed.DATA_SNAPSHOT,
    databaseUrl: parsed.DATABASE_URL,
    databaseSchema: parsed.DATABASE_SCHEMA!,
    redisUrl: parsed.REDIS_URL,
    gatewayUrl: parsed.GATEWAY_URL?.replace(/\/+$/, ''),
    gatewayTransport: parsed.GATEWAY_URL ? 'http' : parsed.GATEWAY_TRANSPORT ?? 'in-process',
    embeddedEngine: !parsed.GATEWAY_URL,
    engineOnly: parsed.ENGINE_ONLY!,
    engineUrl: parsed.ENGINE_URL?.replace(/\/+$/, ''),
    gatewayTimeoutMs: parsed.GATEWAY_TIMEOUT_MS!,
    paymentProviderUrl: parsed.PAYMENT_PROVIDER_URL?.replace(/\/+$/, ''),
    testPayments,
    paymentProviderTimeoutMs: parsed.PAYMENT_PROVIDER_TIMEOUT_MS!,
    idpUrl: parsed.IDP_URL?.replace(/\/+$/, ''),
    idpClientId: parsed.IDP_CLIENT_ID!,
    // Embedded engine and storefront share this process, so a per-process secret is enough.
    idpClientSecret: parsed.IDP_CLIENT_SECRET ?? randomBytes(32).toString('base64url'),
    smtpUrl: parsed.SMTP_URL,
    smsUrl: parsed.SMS_URL,
    mailFrom: parsed.MAIL_FROM!,
    memberActivation: parsed.MEMBER_ACTIVATION ?? 'email',
    // Outside production a per-process key is made, so `npm start` needs no secret.
    altchaHmacKey: parsed.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('base64url'),
    altchaMaxNumber: parsed.ALTCHA_MAX_NUMBER!,
    rateLimitScale: parsed.RATE_LIMIT_SCALE!,
    catalogueAnswerCache: parsed.CATALOGUE_ANSWER_CACHE!,
    imageCacheBytes: parsed.IMAGE_CACHE_MB! * 1024 * 1024,
    payLaterSweepSeconds: parsed.PAY_LATER_SWEEP_SECONDS!,
    refundRetrySeconds: parsed.REFUND_RETRY_SECONDS!,
    trustProxy: parsed.TRUST_PROXY!,
    cookieSecure: parsed.COOKIE_SECURE!,
    apiDocs: parsed.API_DOCS ?? parsed.NODE_ENV !== 'production',
    seedProducts: parsed.SEED_PRODUCTS!,
    seedDemoMembers: parsed.SEED_DEMO_MEMBERS ?? !production,
    logLevel: parsed.LOG_LEVEL!,
    features,
    production,
    development: parsed.NODE_ENV === 'development',
  };
}
