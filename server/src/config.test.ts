import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: resolve('./.data'),
      LOG_LEVEL: 'info',
      SEED: 'on',
      ENGINE: 'on',
      SIMULATOR: 'on',
      SHUTDOWN_TIMEOUT_MS: 10_000,
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses given values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/vela',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://vela.example/',
      TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,fd00::/8',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@db:5432/vela',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://vela.example',
      TRUST_PROXY: ['10.0.0.5', '10.1.0.0/16', 'loopback', 'fd00::/8'],
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SIMULATOR', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.5,proxy.internal'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toContain(`${name}: `);
    expect((caught as ConfigError).message).toContain(JSON.stringify(value));
  });

  it('refuses TRUST_PROXY=true and hop counts, saying to list the proxies instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would let any client choose its own address .* set the addresses or CIDRs of the proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count .* set the addresses or CIDRs/);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('never prints the password of a connection URL it refuses', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://vela:s3cret@db:5432/vela' })).toThrow(
      'DATABASE_URL: expected a URL starting with postgres: or postgresql: (got "mysql://vela:***@db:5432/vela")',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://:s3cret@cache:6379' })).toThrow('(got "http://:***@cache:6379")');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:p@ss@db/vela' })).toThrow('(got "mysql://u:***@db/vela")');
  });

  it('waits 10 s for the database at start by default, and takes a whole number of milliseconds', () => {
    expect(loadConfig({}).DATABASE_CONNECT_TIMEOUT_MS).toBe(10_000);
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2500' }).DATABASE_CONNECT_TIMEOUT_MS).toBe(2_500);
    for (const value of ['soon', '99', '1.5', '600001', '-1']) {
      expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: value })).toThrow(
        `DATABASE_CONNECT_TIMEOUT_MS: expected a whole number of milliseconds from 100 to 600000 (got ${JSON.stringify(value)})`,
      );
    }
  });

  it('fills the mail and session defaults', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Vela <no-reply@vela.local>');
    expect(config.SESSION_TTL_HOURS).toBe(720);
  });

  it('parses the mail and session settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'no-reply@vela.example',
      SESSION_TTL_HOURS: '24',
    });
    expect(config).toMatchObject({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'no-reply@vela.example',
      SESSION_TTL_HOURS: 24,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:1025' }).SMTP_URL).toBe('smtp://localhost:1025');
  });

  it.each([
    ['SMTP_URL', 'http://smtp.example.com'],
    ['SMTP_URL', 'smtp.example.com'],
    ['MAIL_FROM', 'Vela'],
    ['MAIL_FROM', 'Vela <not an address>'],
    ['SESSION_TTL_HOURS', '0'],
    ['SESSION_TTL_HOURS', '8761'],
    ['SESSION_TTL_HOURS', '1.5'],
    ['SESSION_TTL_HOURS', 'forever'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: `);
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT: [\s\S]*LOG_LEVEL: /);
  });
});

describe('DEV_OUTBOX', () => {
  it('is on outside production and off in production unless set', () => {
    expect(loadConfig({}).DEV_OUTBOX).toBe('on');
    expect(loadConfig({ NODE_ENV: 'production' }).DEV_OUTBOX).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'on' }).DEV_OUTBOX).toBe('on');
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
  });
});

describe('market and feed variables', () => {
  it('default to a live simulator with a random seed, a per-process token secret and the heartbeat flag on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      SIMULATOR_TRADES_PER_SECOND: 2,
      SIMULATOR_REQUOTE_MS: 750,
      GLOBAL_CONFIG_JSON: { Hbt_Switch: 'true' },
    });
    expect(config.SIMULATOR_SEED).toBeUndefined();
    expect(config.FEED_TOKEN_SECRET).toBeUndefined();
  });

  it('parses given values', () => {
    const config = loadConfig({
      SIMULATOR_SEED: '42',
      SIMULATOR_TRADES_PER_SECOND: '0.5',
      SIMULATOR_REQUOTE_MS: '1000',
      FEED_TOKEN_SECRET: 'x'.repeat(32),
      GLOBAL_CONFIG_JSON: '{"Hbt_Switch":"false","Other":"1"}',
    });
    expect(config).toMatchObject({
      SIMULATOR_SEED: 42,
      SIMULATOR_TRADES_PER_SECOND: 0.5,
      SIMULATOR_REQUOTE_MS: 1000,
      FEED_TOKEN_SECRET: 'x'.repeat(32),
      GLOBAL_CONFIG_JSON: { Hbt_Switch: 'false', Other: '1' },
    });
  });

  it.each([
    ['SIMULATOR_SEED', '-1'],
    ['SIMULATOR_SEED', '4294967296'],
    ['SIMULATOR_SEED', 'abc'],
    ['SIMULATOR_TRADES_PER_SECOND', '0'],
    ['SIMULATOR_TRADES_PER_SECOND', '1001'],
    ['SIMULATOR_REQUOTE_MS', '10'],
    ['SIMULATOR_REQUOTE_MS', '1.5'],
    ['GLOBAL_CONFIG_JSON', 'not json'],
    ['GLOBAL_CONFIG_JSON', '["a"]'],
    ['GLOBAL_CONFIG_JSON', '{"Hbt_Switch":true}'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: `);
  });

  it('refuses a short FEED_TOKEN_SECRET without printing it', () => {
    expect(() => loadConfig({ FEED_TOKEN_SECRET: 'short-secret' })).toThrow(
      'FEED_TOKEN_SECRET: expected at least 32 characters (got a hidden value)',
    );
  });
});

describe('error reporting variables', () => {
  it('default to no Sentry, a 10 % trace sample and no fault routes', () => {
    const config = loadConfig({});
    expect(config.SENTRY_DSN).toBeUndefined();
    expect(config.SENTRY_RELEASE).toBeUndefined();
    expect(config.SENTRY_TRACES_SAMPLE_RATE).toBe(0.1);
    expect(config.FAULT_ROUTES).toBe('off');
  });

  it('parses given values; empty values count as unset', () => {
    const config = loadConfig({
      SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
      SENTRY_RELEASE: 'vela@1.2.3+build.7',
      SENTRY_TRACES_SAMPLE_RATE: '0',
      FAULT_ROUTES: 'on',
    });
    expect(config).toMatchObject({
      SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
      SENTRY_RELEASE: 'vela@1.2.3+build.7',
      SENTRY_TRACES_SAMPLE_RATE: 0,
      FAULT_ROUTES: 'on',
    });
    expect(loadConfig({ SENTRY_DSN: 'http://key@127.0.0.1:9000/7', SENTRY_TRACES_SAMPLE_RATE: '1' })).toMatchObject({
      SENTRY_DSN: 'http://key@127.0.0.1:9000/7',
      SENTRY_TRACES_SAMPLE_RATE: 1,
    });
    expect(loadConfig({ SENTRY_DSN: '', SENTRY_RELEASE: '', SENTRY_TRACES_SAMPLE_RATE: '' })).toMatchObject({
      SENTRY_TRACES_SAMPLE_RATE: 0.1,
    });
  });

  it.each([
    ['SENTRY_DSN', 'not a url'],
    ['SENTRY_DSN', 'ftp://key@sentry.example/1'],
    ['SENTRY_DSN', 'https://sentry.example/1'],
    ['SENTRY_DSN', 'https://key@sentry.example/'],
    ['SENTRY_RELEASE', 'has space'],
    ['SENTRY_RELEASE', 'a/b'],
    ['SENTRY_RELEASE', '..'],
    ['SENTRY_RELEASE', 'r'.repeat(201)],
    ['SENTRY_TRACES_SAMPLE_RATE', '-0.1'],
    ['SENTRY_TRACES_SAMPLE_RATE', '1.5'],
    ['SENTRY_TRACES_SAMPLE_RATE', 'half'],
    ['FAULT_ROUTES', 'yes'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: `);
  });
});

describe('operator and analytics variables', () => {
  it('default to no operator API and no gtag', () => {
    const config = loadConfig({});
    expect(config.OPERATOR_TOKEN).toBeUndefined();
    expect(config.GA_MEASUREMENT_ID).toBeUndefined();
  });

  it('parses given values', () => {
    expect(loadConfig({ OPERATOR_TOKEN: 'o'.repeat(16), GA_MEASUREMENT_ID: 'G-ABC123XYZ9' })).toMatchObject({
      OPERATOR_TOKEN: 'o'.repeat(16),
      GA_MEASUREMENT_ID: 'G-ABC123XYZ9',
    });
  });

  it('refuses a short OPERATOR_TOKEN without printing it', () => {
    expect(() => loadConfig({ OPERATOR_TOKEN: 'too-short' })).toThrow(
      'OPERATOR_TOKEN: expected at least 16 characters (got a hidden value)',
    );
  });

  it.each(['UA-12345-1', 'g-abc123', 'G-', 'G-abc 123'])('rejects GA_MEASUREMENT_ID=%s', (value) => {
    expect(() => loadConfig({ GA_MEASUREMENT_ID: value })).toThrow('GA_MEASUREMENT_ID: ');
  });
});

describe('FUNDING_INTERVAL_MINUTES', () => {
  it('defaults to 8 hours and takes any whole divisor of a day', () => {
    expect(loadConfig({}).FUNDING_INTERVAL_MINUTES).toBe(480);
    for (const minutes of [1, 5, 60, 90, 1440]) {
      expect(loadConfig({ FUNDING_INTERVAL_MINUTES: String(minutes) }).FUNDING_INTERVAL_MINUTES).toBe(minutes);
    }
  });

  it.each(['0', '-480', '7', '3.5', '2880', 'abc'])(
    'rejects %s: funding times must fall on the same grid every day',
    (value) => {
      expect(() => loadConfig({ FUNDING_INTERVAL_MINUTES: value })).toThrow(
        `FUNDING_INTERVAL_MINUTES: expected a whole number of minutes from 1 to 1440 that divides a day (1440), such as 480, 60, 5 or 1 (got "${value}")`,
      );
    },
  );
});

describe('API and feed URLs', () => {
  it('are unset by default: the page origin serves the APIs, PUBLIC_URL the feed', () => {
    const config = loadConfig({});
    expect(config.SPOT_API_URL).toBeUndefined();
    expect(config.FUTURES_API_URL).toBeUndefined();
    expect(config.SPOT_WS_URL).toBeUndefined();
    expect(config.FUTURES_WS_URL).toBeUndefined();
    expect(loadConfig({ SPOT_API_URL: '', FUTURES_WS_URL: '' }).SPOT_API_URL).toBeUndefined();
  });

  it('take absolute http(s) and ws(s) URLs, without a trailing slash', () => {
    expect(
      loadConfig({
        SPOT_API_URL: 'https://spotapi.vela.example/',
        FUTURES_API_URL: 'https://futuresapi.vela.example/futuresapi/',
        SPOT_WS_URL: 'wss://stream.vela.example/ws/spot',
        FUTURES_WS_URL: 'ws://127.0.0.1:3001/ws/futures',
      }),
    ).toMatchObject({
      SPOT_API_URL: 'https://spotapi.vela.example',
      FUTURES_API_URL: 'https://futuresapi.vela.example/futuresapi',
      SPOT_WS_URL: 'wss://stream.vela.example/ws/spot',
      FUTURES_WS_URL: 'ws://127.0.0.1:3001/ws/futures',
    });
  });

  it.each([
    ['SPOT_API_URL', '/api'],
    ['SPOT_API_URL', 'spotapi.vela.example'],
    ['SPOT_API_URL', 'ws://spotapi.vela.example'],
    ['SPOT_API_URL', 'https://spotapi.vela.example/?x=1'],
    ['FUTURES_API_URL', '/futuresapi'],
    ['FUTURES_API_URL', 'ftp://futuresapi.vela.example'],
    ['FUTURES_API_URL', 'https://futuresapi.vela.example/#top'],
    ['FUTURES_API_URL', 'https://user:secret@futuresapi.vela.example'],
    ['SPOT_WS_URL', 'https://stream.vela.example/ws/spot'],
    ['SPOT_WS_URL', '/ws/spot'],
    ['FUTURES_WS_URL', 'wss:/stream.vela.example'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: expected an absolute URL starting with `);
  });

  describe('KYC_RESTRICTED_COUNTRIES', () => {
    it('defaults to the comprehensively sanctioned jurisdictions', () => {
      expect(loadConfig({}).KYC_RESTRICTED_COUNTRIES).toEqual(['CU', 'IR', 'KP', 'SY']);
    });

    it('reads a comma-separated list in any case, without repeats, and none as empty', () => {
      expect(loadConfig({ KYC_RESTRICTED_COUNTRIES: ' us, kp ,US,' }).KYC_RESTRICTED_COUNTRIES).toEqual(['US', 'KP']);
      expect(loadConfig({ KYC_RESTRICTED_COUNTRIES: 'none' }).KYC_RESTRICTED_COUNTRIES).toEqual([]);
    });

    it.each(['XX', 'KP,USA', ',', 'North Korea'])('rejects %j naming the variable and the unknown codes', (value) => {
      expect(() => loadConfig({ KYC_RESTRICTED_COUNTRIES: value })).toThrow(
        'KYC_RESTRICTED_COUNTRIES: expected ISO 3166-1 alpha-2 country codes separated by commas',
      );
    });

    it('names the codes it does not know', () => {
      expect(() => loadConfig({ KYC_RESTRICTED_COUNTRIES: 'KP,ZZ' })).toThrow('unknown: ZZ');
    });
  });
});

describe('FRAME_ANCESTORS', () => {
  it('defaults to no framing at all', () => {
    expect(loadConfig({}).FRAME_ANCESTORS).toEqual([]);
    expect(loadConfig({ FRAME_ANCESTORS: 'none' }).FRAME_ANCESTORS).toEqual([]);
  });

  it('reads self and origins as CSP sources', () => {
    expect(
      loadConfig({ FRAME_ANCESTORS: 'self, https://Shell.example.com, https://*.partner.example:8443' })
        .FRAME_ANCESTORS,
    ).toEqual(["'self'", 'https://shell.example.com', 'https://*.partner.example:8443']);
  });

  it.each([
    'https://shell.example.com/path',
    "'unsafe-inline'",
    '*',
    'javascript:alert(1)',
    'https://a.example; script-src *',
    'none, https://a.example',
    ',',
  ])('refuses %j', (value) => {
    expect(() => loadConfig({ FRAME_ANCESTORS: value })).toThrow(/FRAME_ANCESTORS: expected none, or self/);
  });
});
