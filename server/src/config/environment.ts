import { Transform } from 'class-transformer';
import {
  IsBoolean, IsEnum, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength,
} from 'class-validator';
import { GATEWAY_TRANSPORTS, type GatewayTransportName } from './app-config.js';
import { MEMBER_ACTIVATION_MODES, type MemberActivationMode } from '../../../contracts/member/verification-codes.js';

// Variables arrive as text; anything else is left for the validators to name.
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');
const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(textOf(value).toLowerCase()) ? true
    : ['0', 'false', 'no', 'off'].includes(textOf(value).toLowerCase()) ? false : value;
const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^-?\d+$/.test(textOf(value)) ? Number(value) : value;
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

export enum LogLevel {
  Fatal = 'fatal', Error = 'error', Warn = 'warn', Info = 'info', Debug = 'debug', Trace = 'trace', Silent = 'silent',
}

/**
 * Every environment variable Vitrin reads, with its default. Validated once at start: a wrong
 * value stops the process with a message naming the variable (see load-config.ts).
 */
export class Environment {
  /** TCP port of the one HTTP server (SPA, /api, /gateway, live channel). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  PORT?: number = 3000;

  /** Address the host binds to. */
  @IsOptional() @IsString()
  HOST?: string = '0.0.0.0';

  /**
   * Public origin shoppers use, for canonical links, e-mails and the engine's realm document;
   * required in production, defaults to http://localhost:PORT elsewhere.
   */
  @IsOptional() @Transform(emptyToUndefined) @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  /** Folder of the embedded database and caches; ":memory:" keeps everything in memory (tests). */
  @IsOptional() @IsString() @MinLength(1)
  DATA_DIR?: string = './data';

  /**
   * With DATA_DIR=":memory:": a dumped embedded database (PGlite's dumpDataDir tar) the in-memory
   * one starts from, migrated and seeded already; the API suites start each app from one copy.
   */
  @IsOptional() @Transform(emptyToUndefined) @IsString() @MinLength(1)
  DATA_SNAPSHOT?: string;

  /** Folder of the built SPA (index.html and assets); defaults to dist/client of this checkout. */
  @IsOptional() @Transform(emptyToUndefined) @IsString() @MinLength(1)
  CLIENT_DIR?: string;

  /** PostgreSQL connection string; when set the engine uses it instead of the embedded PGlite. */
  @IsOptional() @Transform(emptyToUndefined) @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /** PostgreSQL schema the engine's tables live in (tests use a fresh one per suite). */
  @IsOptional() @Transform(emptyToUndefined) @Matches(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'DATABASE_SCHEMA must be a lowercase SQL identifier' })
  DATABASE_SCHEMA?: string = 'public';

  /** Redis for cross-instance events and rate limits; in-process when unset. */
  @IsOptional() @Transform(emptyToUndefined) @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  /** An external commerce gateway; when unset the embedded engine is mounted under /gateway. */
  @IsOptional() @Transform(emptyToUndefined) @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  GATEWAY_URL?: string;

  /**
   * Serve the embedded engine only (its /gateway routes, realm, hub, /media and /api/health,
   * /api/ready): storefront processes elsewhere point GATEWAY_URL at it. Needs IDP_CLIENT_SECRET.
   */
  @IsOptional() @Transform(toBoolean) @IsBoolean()
  ENGINE_ONLY?: boolean = false;

  /** With ENGINE_ONLY: the origin storefronts reach this engine at (its realm names its token endpoint there); loopback when unset. */
  @IsOptional() @Transform(emptyToUndefined) @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  ENGINE_URL?: string;

  /**
   * How the storefront reaches the embedded engine: in-process (the default: no socket, no HTTP
   * parsing) or http (over this process's loopback, as a storefront reaches an engine elsewhere).
   * With GATEWAY_URL the transport is always http.
   */
  @IsOptional() @Transform(emptyToUndefined) @IsIn(GATEWAY_TRANSPORTS, { message: `GATEWAY_TRANSPORT must be one of ${GATEWAY_TRANSPORTS.join(', ')}` })
  GATEWAY_TRANSPORT?: GatewayTransportName;

  /** Milliseconds before a gateway call is abandoned. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(100) @Max(120000)
  GATEWAY_TIMEOUT_MS?: number = 10000;

  /**
   * A card provider's HTTP API (a bank) the embedded engine charges through. Required in
   * production unless TEST_PAYMENTS=true; unset elsewhere: the embedded test bank.
   */
  @IsOptional() @Transform(emptyToUndefined) @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PAYMENT_PROVIDER_URL?: string;

  /**
   * The embedded test bank takes the card payments: no money moves and every well-formed card it
   * does not refuse on purpose counts as paid. Unset: on outside production when
   * PAYMENT_PROVIDER_URL is unset; in production never unless set true (a demo shop), and the
   * start is refused when neither it nor PAYMENT_PROVIDER_URL is set.
   */
  @IsOptional() @Transform(toBoolean) @IsBoolean()
  TEST_PAYMENTS?: boolean;

  /** Milliseconds before a call to the card provider counts as failed (below GATEWAY_TIMEOUT_MS, so the shopper hears the provider's failure). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(100) @Max(120000)
  PAYMENT_PROVIDER_TIMEOUT_MS?: number = 5000;

  /** Realm URL of a Keycloak-style identity provider; defaults to the engine's own realm. */
  @IsOptional() @Transform(emptyToUndefined) @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  IDP_URL?: string;

  /** Client id for the client-credentials grant. */
  @IsOptional() @IsString() @MinLength(1)
  IDP_CLIENT_ID?: string = 'vitrin-storefront';

  /** Client secret for the client-credentials grant; generated per process when unset (engine and storefront in one process only). */
  @IsOptional() @Transform(emptyToUndefined) @IsString() @MinLength(16, { message: 'IDP_CLIENT_SECRET must be at least 16 characters' })
  IDP_CLIENT_SECRET?: string;

  /** SMTP server for e-mail (smtp://user:pass@host:port); e-mails go to the outbox table when unset. */
  @IsOptional() @Transform(emptyToUndefined) @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** An SMS provider's HTTP endpoint: each text is POSTed as JSON { to, text }; texts go to the SMS outbox table only when unset. */
  @IsOptional() @Transform(emptyToUndefined) @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  SMS_URL?: string;

  /** How new members activate: a code by e-mail, by SMS to the mobile phone given at sign-up (e-mail without one), or both (e-mail first). */
  @IsOptional() @Transform(emptyToUndefined) @IsIn(MEMBER_ACTIVATION_MODES, { message: `MEMBER_ACTIVATION must be one of ${MEMBER_ACTIVATION_MODES.join(', ')}` })
  MEMBER_ACTIVATION?: MemberActivationMode = 'email';

  /** Sender of the shop's e-mails. */
  @IsOptional() @IsString() @MinLength(3)
  MAIL_FROM?: string = 'Vitrin <no-reply@vitrin.local>';

  /** HMAC key of the ALTCHA bot check (spec §5: must be defined); generated per process outside production. */
  @IsOptional() @Transform(emptyToUndefined) @IsString() @MinLength(32, { message: 'ALTCHA_HMAC_KEY must be at least 32 characters' })
  ALTCHA_HMAC_KEY?: string;

  /**
   * The bot check's difficulty: the largest secret number of an ALTCHA challenge, so a browser
   * tries half of it on average (SHA-256 each, spread over its cores). 200,000 stays under about a
   * second on a phone; only tests lower it.
   */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1000) @Max(10_000_000)
  ALTCHA_MAX_NUMBER?: number = 200_000;

  /** Multiplies every rate limit (sign-in, OTP, guest logon, newsletter, forms); 1 in production. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(10000)
  RATE_LIMIT_SCALE?: number = 1;

  /**
   * The storefront keeps catalogue answers (product lists and pages, completions, paths, the
   * category tree, the sitemap) for their FRESHNESS; false: none is kept, each is read from the
   * gateway (an external gateway whose changes must show at once, or measuring without the cache).
   */
  @IsOptional() @Transform(toBoolean) @IsBoolean()
  CATALOGUE_ANSWER_CACHE?: boolean = true;

  /** Megabytes of rendered images kept on disk under DATA_DIR/cache/images; the least recently used go first. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(1000000)
  IMAGE_CACHE_MB?: number = 512;

  /** Seconds between the engine's sweeps that cancel pay-later orders past their due date. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(86400)
  PAY_LATER_SWEEP_SECONDS?: number = 3600;

  /** Seconds between the engine's tries of card refunds the bank failed to take (owed refunds). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(86400)
  REFUND_RETRY_SECONDS?: number = 60;

  /**
   * Which peers' X-Forwarded-For/-Proto are believed (Express "trust proxy": addresses, CIDRs,
   * loopback, linklocal, uniquelocal, comma-separated). Rate limits count the client address
   * it yields: behind a proxy on another host, name that proxy, or every shopper is one address.
   */
  @IsOptional() @Transform(emptyToUndefined) @Matches(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, { message: 'TRUST_PROXY must be a comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal' })
  TRUST_PROXY?: string = 'loopback';

  /** Mark cookies Secure (set true behind HTTPS). */
  @IsOptional() @Transform(toBoolean) @IsBoolean()
  COOKIE_SECURE?: boolean = false;

  /** Serve the API explorer (/api/docs, /api/docs-json); unset: on, except when NODE_ENV is production. */
  @IsOptional() @Transform(toBoolean) @IsBoolean()
  API_DOCS?: boolean;

  /** Products in the demo catalogue seeded into an empty database; 0 seeds nothing. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(1000000)
  SEED_PRODUCTS?: number = 2000;

  /**
   * Seed the demo shopper: a member with a published password (demo@vitrin.example), its
   * address, its wallet credit and the coupon made for it (UYE25). Unset: on outside production,
   * off in production (a known password must never open a real shop's account).
   */
  @IsOptional() @Transform(toBoolean) @IsBoolean()
  SEED_DEMO_MEMBERS?: boolean;

  /** pino log level. */
  @IsOptional() @IsEnum(LogLevel)
  LOG_LEVEL?: LogLevel = LogLevel.Info;

  /** Feature flags to switch on or off, e.g. "compare,liveCart,-currencySelector". */
  @IsOptional() @Matches(/^(-?[a-zA-Z]+)?(,-?[a-zA-Z]+)*$/, { message: 'FEATURES must be a comma-separated list of flag names, "-" to switch one off' })
  FEATURES?: string = '';

  /** Node environment; production hides error details. */
  @IsOptional() @IsIn(['development', 'production', 'test'])
  NODE_ENV?: 'development' | 'production' | 'test' = 'development';
}
