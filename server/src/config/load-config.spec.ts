import { ConfigError, loadConfig } from './load-config.js';

describe('loadConfig', () => {
  it('applies documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000, dataDir: './data', embeddedEngine: true, seedProducts: 2000, logLevel: 'info', cookieSecure: false, imageCacheBytes: 512 * 1024 * 1024,
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

  it('parses booleans and numbers from text', () => {
    const config = loadConfig({ COOKIE_SECURE: 'true', SEED_PRODUCTS: '100000', PORT: '0' });
    expect(config.cookieSecure).toBe(true);
    expect(config.seedProducts).toBe(100000);
    expect(config.port).toBe(0);
  });
});
