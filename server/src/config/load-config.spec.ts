import { demoWarnings } from './demo-warnings.js';
import { ConfigError, loadConfig } from './load-config.js';

describe('loadConfig', () => {
  it('applies documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000, dataDir: './data', embeddedEngine: true, seedProducts: 2000, logLevel: 'info', cookieSecure: false, imageCacheBytes: 512 * 1024 * 1024,
      // Issue 27: the bot check's puzzle (four times the 50,000 it was).
      altchaMaxNumber: 200_000,
    });
    expect(config.idpClientSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.features.currencySelector).toBe(true);
    // Issue 13: the compare bar and the live cart are on unless FEATURES turns them off.
    expect(config.features.compare).toBe(true);
    expect(config.features.liveCart).toBe(true);
  });

  it('names the variable that is wrong and stops', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('issue 14: MEMBER_ACTIVATION is e-mail unless set to sms or email+sms, and names itself when wrong', () => {
    expect(loadConfig({}).memberActivation).toBe('email');
    expect(loadConfig({ MEMBER_ACTIVATION: '' }).memberActivation).toBe('email');
    expect(loadConfig({ MEMBER_ACTIVATION: 'sms' }).memberActivation).toBe('sms');
    expect(loadConfig({ MEMBER_ACTIVATION: 'email+sms' }).memberActivation).toBe('email+sms');
    expect(() => loadConfig({ MEMBER_ACTIVATION: 'fax' })).toThrow(/MEMBER_ACTIVATION must be one of email, sms, email\+sms/);
  });

  it('lists every wrong variable at once', () => {
    try {
      loadConfig({ PORT: '70000', SEED_PRODUCTS: '-1', COOKIE_SECURE: 'maybe' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/SEED_PRODUCTS/);
      expect(problems).toMatch(/COOKIE_SECURE/);
    }
  });

  it('switches feature flags on and off and refuses unknown ones', () => {
    const config = loadConfig({ FEATURES: 'giftBox,-compare,-currencySelector' });
    expect(config.features.giftBox).toBe(true);
    expect(config.features.compare).toBe(false);
    expect(config.features.currencySelector).toBe(false);
    expect(() => loadConfig({ FEATURES: 'teleport' })).toThrow(/unknown flag "teleport"/);
  });

  it('mounts no engine and needs a client secret when an external gateway is set', () => {
    expect(() => loadConfig({ GATEWAY_URL: 'https://gw.example' })).toThrow(/IDP_CLIENT_SECRET/);
    const config = loadConfig({ GATEWAY_URL: 'https://gw.example/', IDP_CLIENT_SECRET: 'x'.repeat(20) });
    expect(config.embeddedEngine).toBe(false);
    expect(config.gatewayUrl).toBe('https://gw.example');
  });

  it('ENGINE_ONLY serves the engine alone: it needs the shared client secret, and is no storefront of another gateway', () => {
    const secret = 'y'.repeat(20);
    expect(loadConfig({ ENGINE_ONLY: '1', IDP_CLIENT_SECRET: secret, ENGINE_URL: 'http://engine:3000/' })).toMatchObject({
      engineOnly: true, embeddedEngine: true, engineUrl: 'http://engine:3000', idpClientSecret: secret,
    });
    expect(() => loadConfig({ ENGINE_ONLY: '1' })).toThrow(/IDP_CLIENT_SECRET/);
    expect(() => loadConfig({ ENGINE_ONLY: '1', IDP_CLIENT_SECRET: secret, GATEWAY_URL: 'http://engine:3000/gateway' })).toThrow(/ENGINE_ONLY/);
    expect(() => loadConfig({ ENGINE_URL: 'http://engine:3000' })).toThrow(/ENGINE_URL/);
    expect(loadConfig({}).engineOnly).toBe(false);
  });

  it('believes forwarded addresses from loopback unless TRUST_PROXY names the proxy', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'loopback, uniquelocal' }).trustProxy).toBe('loopback, uniquelocal');
    expect(() => loadConfig({ TRUST_PROXY: 'any proxy at all' })).toThrow(/TRUST_PROXY/);
  });

  describe('production is never a demo by default (issue 27)', () => {
    const production = { NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'k'.repeat(40), PUBLIC_URL: 'https://shop.example' };
    const problemsOf = (env: Record<string, string>): string => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems.join('\n');
        throw error;
      }
      return '';
    };

    it('refuses to start without a real card provider, naming PAYMENT_PROVIDER_URL and the TEST_PAYMENTS opt-in', () => {
      expect(problemsOf(production)).toMatch(/PAYMENT_PROVIDER_URL: required in production .*TEST_PAYMENTS=true/);
      expect(problemsOf({ ...production, TEST_PAYMENTS: 'false' })).toMatch(/PAYMENT_PROVIDER_URL: required when TEST_PAYMENTS is false/);
      expect(loadConfig({ ...production, PAYMENT_PROVIDER_URL: 'https://bank.example/api/' })).toMatchObject({ paymentProviderUrl: 'https://bank.example/api', testPayments: false });
    });

    it('takes the test bank in production only when TEST_PAYMENTS=true says so, and never beside a real bank', () => {
      expect(loadConfig({ ...production, TEST_PAYMENTS: 'true' })).toMatchObject({ testPayments: true, paymentProviderUrl: undefined });
      expect(problemsOf({ ...production, TEST_PAYMENTS: 'true', PAYMENT_PROVIDER_URL: 'https://bank.example' })).toMatch(/TEST_PAYMENTS: .*set only one/);
      expect(problemsOf({ ...production, TEST_PAYMENTS: 'maybe' })).toMatch(/TEST_PAYMENTS="maybe"/);
    });

    it('refuses to start without PUBLIC_URL, since mails would link to http://localhost', () => {
      const { PUBLIC_URL: _unused, ...withoutUrl } = production;
      expect(problemsOf({ ...withoutUrl, TEST_PAYMENTS: 'true' })).toMatch(/PUBLIC_URL: required in production/);
      expect(problemsOf({ ...withoutUrl, PUBLIC_URL: '', TEST_PAYMENTS: 'true' })).toMatch(/PUBLIC_URL: required in production/);
    });

    it('S5.07 the bot-check key (ALTCHA_HMAC_KEY) must be defined: production without it, or with it empty or short, raises an error naming it; given, it is the bot check\'s key', () => {
      const { ALTCHA_HMAC_KEY: key, ...withoutKey } = { ...production, TEST_PAYMENTS: 'true' };
      expect(problemsOf(withoutKey)).toMatch(/ALTCHA_HMAC_KEY: the bot-check key must be defined in production/);
      expect(problemsOf({ ...withoutKey, ALTCHA_HMAC_KEY: '' })).toMatch(/ALTCHA_HMAC_KEY: the bot-check key must be defined in production/);
      expect(problemsOf({ ...withoutKey, ALTCHA_HMAC_KEY: 'short' })).toMatch(/ALTCHA_HMAC_KEY must be at least 32 characters/);
      expect(loadConfig({ ...withoutKey, ALTCHA_HMAC_KEY: key }).altchaHmacKey).toBe(key);
      // Outside production a key is made for the process: the bot check is never without one.
      expect(loadConfig({}).altchaHmacKey.length).toBeGreaterThanOrEqual(32);
    });

    it('names every missing production setting at once', () => {
      const problems = problemsOf({ NODE_ENV: 'production' });
      expect(problems).toMatch(/ALTCHA_HMAC_KEY/);
      expect(problems).toMatch(/PUBLIC_URL/);
      expect(problems).toMatch(/PAYMENT_PROVIDER_URL/);
    });

    it('seeds the demo member in production only under SEED_DEMO_MEMBERS=true; elsewhere by default', () => {
      expect(loadConfig({ ...production, TEST_PAYMENTS: 'true' }).seedDemoMembers).toBe(false);
      expect(loadConfig({ ...production, TEST_PAYMENTS: 'true', SEED_DEMO_MEMBERS: 'true' }).seedDemoMembers).toBe(true);
      expect(loadConfig({}).seedDemoMembers).toBe(true);
      expect(loadConfig({ SEED_DEMO_MEMBERS: 'false' }).seedDemoMembers).toBe(false);
    });

    it('outside production the test bank is the default only while no bank is named', () => {
      expect(loadConfig({}).testPayments).toBe(true);
      expect(loadConfig({ PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9/bank' }).testPayments).toBe(false);
      expect(problemsOf({ TEST_PAYMENTS: 'false' })).toMatch(/PAYMENT_PROVIDER_URL/);
    });

    it('a storefront of another gateway charges no card itself and needs no card provider', () => {
      expect(loadConfig({ ...production, GATEWAY_URL: 'https://gw.example', IDP_CLIENT_SECRET: 'x'.repeat(20) })).toMatchObject({ embeddedEngine: false, testPayments: false });
    });

    it('warns loudly at start for each demo setting a production process runs with, and not otherwise', () => {
      expect(demoWarnings(loadConfig({ ...production, PAYMENT_PROVIDER_URL: 'https://bank.example' }))).toEqual([]);
      const demo = demoWarnings(loadConfig({ ...production, TEST_PAYMENTS: 'true', SEED_DEMO_MEMBERS: 'true' }));
      expect(demo).toHaveLength(2);
      expect(demo[0]).toMatch(/^DEMO SHOP: TEST_PAYMENTS=true.*no money moves/);
      expect(demo[1]).toMatch(/^DEMO SHOP: SEED_DEMO_MEMBERS=true/);
      expect(demoWarnings(loadConfig({}))).toEqual([]);
    });
  });

  it('parses booleans and numbers from text', () => {
    const config = loadConfig({ COOKIE_SECURE: 'true', SEED_PRODUCTS: '100000', PORT: '0' });
    expect(config.cookieSecure).toBe(true);
    expect(config.seedProducts).toBe(100000);
    expect(config.port).toBe(0);
  });

  it('keeps catalogue answers unless CATALOGUE_ANSWER_CACHE=false', () => {
    expect(loadConfig({}).catalogueAnswerCache).toBe(true);
    expect(loadConfig({ CATALOGUE_ANSWER_CACHE: 'false' }).catalogueAnswerCache).toBe(false);
    expect(() => loadConfig({ CATALOGUE_ANSWER_CACHE: 'sometimes' })).toThrow(/CATALOGUE_ANSWER_CACHE/);
  });
});
