import type { MemberActivationMode } from '../../../contracts/member/verification-codes.js';
import type { FeatureFlags } from '../../../contracts/site/entities.js';
import type { LogLevel } from './environment.js';

/** How the storefront reaches its gateway (GATEWAY_TRANSPORT). */
export const GATEWAY_TRANSPORTS = ['in-process', 'http'] as const;
export type GatewayTransportName = (typeof GATEWAY_TRANSPORTS)[number];

/** Typed configuration the rest of the server reads (never process.env). */
export interface AppConfig {
  port: number;
  host: string;
  /** Public origin without a trailing slash; undefined means http://localhost:{bound port}. */
  publicUrl?: string;
  /** Folder of the built SPA. */
  clientDir: string;
  /** ':memory:' or a folder. */
  dataDir: string;
  /** DATA_SNAPSHOT: a dumped embedded database an in-memory one starts from. */
  dataSnapshot?: string;
  databaseUrl?: string;
  databaseSchema: string;
  redisUrl?: string;
  /** External gateway base; undefined: the embedded engine under /gateway on this process. */
  gatewayUrl?: string;
  /** in-process only with the embedded engine; http with an external gateway. */
  gatewayTransport: GatewayTransportName;
  /** true when this process mounts the embedded engine. */
  embeddedEngine: boolean;
  /** ENGINE_ONLY: the engine without the storefront (no storefront /api, no SPA, no storefront hub). */
  engineOnly: boolean;
  /** ENGINE_URL: the engine's origin as its storefronts reach it; undefined: loopback. */
  engineUrl?: string;
  gatewayTimeoutMs: number;
  /** The card provider's HTTP API; undefined: the engine's embedded test bank, when testPayments allows it. */
  paymentProviderUrl?: string;
  /** TEST_PAYMENTS: the embedded test bank takes the payments (no money moves); never a silent fallback in production. */
  testPayments: boolean;
  paymentProviderTimeoutMs: number;
  /** Realm URL; undefined: the engine's realm on this process. */
  idpUrl?: string;
  idpClientId: string;
  idpClientSecret: string;
  smtpUrl?: string;
  /** The SMS provider's endpoint; undefined: texts stay in the SMS outbox. */
  smsUrl?: string;
  mailFrom: string;
  /** MEMBER_ACTIVATION: how new members activate (e-mail, SMS to the phone given at sign-up, or both). */
  memberActivation: MemberActivationMode;
  /** HMAC key of ALTCHA challenges (the bot check of the guest form and newsletter). */
  altchaHmacKey: string;
  /** ALTCHA_MAX_NUMBER: the largest secret number of a bot-check challenge (its difficulty). */
  altchaMaxNumber: number;
  /** Multiplies every rate limit (tests of whole journeys from one address raise it). */
  rateLimitScale: number;
  /** CATALOGUE_ANSWER_CACHE: the storefront keeps catalogue answers (FRESHNESS); false: every one is read from the gateway. */
  catalogueAnswerCache: boolean;
  /** Bytes of rendered images the disk cache keeps. */
  imageCacheBytes: number;
  /** Seconds between the overdue pay-later sweeps. */
  payLaterSweepSeconds: number;
  /** Seconds between the tries of owed card refunds. */
  refundRetrySeconds: number;
  /** Express "trust proxy": whose forwarded client address and protocol are believed. */
  trustProxy: string;
  cookieSecure: boolean;
  /** The API explorer is served (off in production unless API_DOCS=true: it maps the attack surface). */
  apiDocs: boolean;
  seedProducts: number;
  /** SEED_DEMO_MEMBERS: the demo member (published password), its wallet and its coupon are seeded. */
  seedDemoMembers: boolean;
  logLevel: LogLevel;
  features: FeatureFlags;
  production: boolean;
  /** NODE_ENV=development: the development mailbox page is served. */
  development: boolean;
}

/** Injection token of AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
