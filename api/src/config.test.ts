import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, mainSiteLanguages, repoRoot } from './config';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4200,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, 'data'),
      pgliteDir: path.join(repoRoot, 'data', 'pglite'),
      uploadsDir: path.join(repoRoot, 'data', 'uploads'),
      staticRoot: repoRoot,
      runtimeConfigFile: undefined,
      platform: 'main',
      headhunterEnabled: true,
      disableSignUp: false,
      mainHosts: ['localhost', '127.0.0.1'],
      whiteLabelSuffixes: ['.feeds.localhost'],
      seed: 'auto',
      trustProxy: false,
    });
  });

  it('keeps files in the local folder unless an S3 bucket is configured, then uses the bucket', () => {
    expect(loadConfig({}).s3).toBeNull();
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ S3_BUCKET: 'nordhub-files', S3_REGION: 'eu-north-1', ...keys }).s3).toEqual({
      bucket: 'nordhub-files',
      endpoint: undefined,
      region: 'eu-north-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    // A self-hosted server: path-style by default, any region.
    expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false', ...keys }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses half an S3 set-up, naming what is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_BUCKET: Set S3_BUCKET to store files in S3 (S3_ENDPOINT, S3_ACCESS_KEY_ID are set)',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_REGION: 'eu-north-1', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_SECRET_ACCESS_KEY: Set S3_SECRET_ACCESS_KEY: S3_BUCKET is set',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow('S3_REGION: Set S3_REGION');
    expect(() => loadConfig({ S3_BUCKET: 'Files_1', S3_REGION: 'eu-north-1' })).toThrow('S3_BUCKET: Use a bucket name');
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT: Use an http:// or https:// URL');
  });

  it('finds the repository root (the folder with shell/ and api/)', () => {
    expect(existsSync(path.join(repoRoot, 'libs', 'contracts'))).toBe(true);
    expect(existsSync(path.join(repoRoot, 'api', 'package.json'))).toBe(true);
  });

  it('derives the PGlite and uploads folders from DATA_DIR unless set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/nordhub' })).toMatchObject({ pgliteDir: '/srv/nordhub/pglite', uploadsDir: '/srv/nordhub/uploads' });
    expect(loadConfig({ DATA_DIR: '/srv/nordhub', PGLITE_DIR: '/fast/db' }).pgliteDir).toBe('/fast/db');
  });

  it('parses numbers, booleans and lists', () => {
    const config = loadConfig({
      PORT: '4390',
      HEADHUNTER_ENABLED: 'false',
      DISABLE_SIGN_UP: '1',
      PLATFORM: 'impact',
      MAIN_HOSTS: 'nordhub.example, www.nordhub.example',
      WHITE_LABEL_SUFFIXES: '.feeds.nordhub.example',
      SEED: 'off',
      TRUST_PROXY: '2',
      DATABASE_URL: 'postgres://app@db:5432/nordhub',
    });
    expect(config).toMatchObject({
      port: 4390,
      headhunterEnabled: false,
      disableSignUp: true,
      platform: 'impact',
      mainHosts: ['nordhub.example', 'www.nordhub.example'],
      whiteLabelSuffixes: ['.feeds.nordhub.example'],
      seed: 'off',
      trustProxy: 2,
      databaseUrl: 'postgres://app@db:5432/nordhub',
    });
  });

  it('tries the common edge country headers unless GEOIP_COUNTRY_HEADER names others or is off', () => {
    expect(loadConfig({}).geoipCountryHeaders).toEqual(['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country']);
    expect(loadConfig({ GEOIP_COUNTRY_HEADER: 'X-Country-Code, Fastly-Geo-Country' }).geoipCountryHeaders).toEqual(['x-country-code', 'fastly-geo-country']);
    expect(loadConfig({ GEOIP_COUNTRY_HEADER: 'off' }).geoipCountryHeaders).toEqual([]);
    expect(() => loadConfig({ GEOIP_COUNTRY_HEADER: 'x country' })).toThrow(/GEOIP_COUNTRY_HEADER\.0: Use header names/);
  });

  it("fixes the seed's now only when SEED_DATE is set", () => {
    expect(loadConfig({}).seedDate).toBeUndefined();
    expect(loadConfig({ SEED_DATE: '2026-03-02T09:00:00Z' }).seedDate?.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(() => loadConfig({ SEED_DATE: 'last monday' })).toThrow(/SEED_DATE: Use an ISO date-time/);
  });

  it('loads the shell from this server unless SHELL_ASSETS_URL names a static origin', () => {
    expect(loadConfig({}).shellAssetsUrl).toBeUndefined();
    expect(loadConfig({ SHELL_ASSETS_URL: 'https://cdn.nordhub.example/shell/' }).shellAssetsUrl).toBe('https://cdn.nordhub.example/shell');
    expect(() => loadConfig({ SHELL_ASSETS_URL: 'cdn.nordhub.example' })).toThrow(/SHELL_ASSETS_URL: Use an http:\/\/ or https:\/\/ URL/);
  });

  it('speaks English on the main site unless MAIN_SITE_LANGUAGES turns on languages its catalogs have complete', () => {
    expect(loadConfig({}).mainSiteLanguages).toEqual(['en']);
    expect(() => loadConfig({ MAIN_SITE_LANGUAGES: 'sv,de' })).toThrow(/MAIN_SITE_LANGUAGES\.1: Use site languages: en, da, sv, nb, fi, is/);
    // Swedish complete, Finnish not: Swedish is the default, Finnish stays off, English stays offered.
    expect(mainSiteLanguages(['sv', 'fi'], ['en', 'sv'])).toEqual(['sv', 'en']);
    expect(mainSiteLanguages(['fi'], ['en', 'sv'])).toEqual(['en']);
  });

  it('serves the federated shell unless SHELL_BUILD asks for the monolithic one (the bench only)', () => {
    expect(loadConfig({}).shellDist).toBe('shell/dist');
    expect(loadConfig({ SHELL_BUILD: 'federated' }).shellDist).toBe('shell/dist');
    expect(loadConfig({ SHELL_BUILD: 'monolithic' }).shellDist).toBe('shell/dist-monolithic');
    expect(() => loadConfig({ SHELL_BUILD: 'mono' })).toThrow(/SHELL_BUILD: Use federated or monolithic/);
  });

  it('takes DATABASE_READ_URL only beside a PostgreSQL DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/nordhub', DATABASE_READ_URL: 'postgresql://app@replica:5432/nordhub' })).toMatchObject({
      databaseUrl: 'postgres://app@db:5432/nordhub',
      databaseReadUrl: 'postgresql://app@replica:5432/nordhub',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/nordhub', DATABASE_READ_URL: '' }).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@replica:5432/nordhub' })).toThrow(/DATABASE_READ_URL: Set DATABASE_URL too/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db:5432/nordhub', DATABASE_READ_URL: 'mysql://replica' })).toThrow(
      /DATABASE_READ_URL: Use a postgres:\/\/ or postgresql:\/\/ URL/,
    );
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 4200, databaseUrl: undefined });
  });

  it('fails fast naming every bad variable and its rule', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SEED: 'sometimes', DATABASE_URL: 'mysql://x', WHITE_LABEL_SUFFIXES: 'feeds.localhost' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('"eighty"');
    expect(message).toContain('SEED');
    expect(message).toContain('DATABASE_URL: Use a postgres:// or postgresql:// URL');
    expect(message).toContain('Each suffix starts with a dot');
  });
});

describe('loadConfig: accounts, mail and robot check', () => {
  it('defaults to the outbox, the dev mailbox, ALTCHA and the documented rate limits', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      publicUrl: undefined,
      smtpUrl: undefined,
      mailboxEnabled: true,
      recaptcha: null,
      altcha: { maxNumber: 100_000 },
      rateLimits: { signIn: 10, signUp: 5, forgotPassword: 5 },
    });
    // Unset: the key is kept in the database, shared by every instance.
    expect(config.altcha.hmacKey).toBeUndefined();
  });

  it('turns the mailbox off in production, and off elsewhere when MAILBOX_ENABLED says so', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).mailboxEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', MAILBOX_ENABLED: 'false' }).mailboxEnabled).toBe(false);
    expect(loadConfig({ MAILBOX_ENABLED: 'false' }).mailboxEnabled).toBe(false);
  });

  it('refuses to start in production with a development tool switched on, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAILBOX_ENABLED: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', MAILBOX_ENABLED: 'true' })).toThrow(/MAILBOX_ENABLED: Unset MAILBOX_ENABLED: the development mailbox .* never runs with NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', LOCAL_CHECKOUT_ENABLED: 'yes' })).toThrow(/LOCAL_CHECKOUT_ENABLED: Unset LOCAL_CHECKOUT_ENABLED: the local checkout publishes jobs without payment/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_TOOLS_ALLOW_REMOTE: 'true' })).toThrow(/DEV_TOOLS_ALLOW_REMOTE: Unset DEV_TOOLS_ALLOW_REMOTE/);
    // Switched off, or outside production, they are fine.
    expect(loadConfig({ NODE_ENV: 'production', LOCAL_CHECKOUT_ENABLED: 'false', DEV_TOOLS_ALLOW_REMOTE: 'false' }).payments.localCheckoutEnabled).toBe(false);
    expect(loadConfig({ MAILBOX_ENABLED: 'true', LOCAL_CHECKOUT_ENABLED: 'true', DEV_TOOLS_ALLOW_REMOTE: 'true' })).toMatchObject({ mailboxEnabled: true, devToolsAllowRemote: true });
    expect(loadConfig({}).devToolsAllowRemote).toBe(false);
  });

  it('never seeds the demo accounts in production: SEED is off there unless set, and SEED=auto refuses to start', () => {
    expect(loadConfig({}).seed).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'test' }).seed).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'off' }).seed).toBe('off');
    expect(() => loadConfig({ NODE_ENV: 'production', SEED: 'auto' })).toThrow(/SEED: Use SEED=off \(or unset it\): the demo seed's accounts share a published password/);
  });

  it('takes TRUST_PROXY as a hop count or the proxies\' addresses, and refuses true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10,2001:db8::/32' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.10', '2001:db8::/32']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/255.0.0.0' }).trustProxy).toEqual(['loopback', '10.0.0.0/255.0.0.0']);
    for (const value of ['true', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: Use the number of proxies in front \(e\.g\. 1\) or their addresses/);
    }
    for (const value of ['-1', '1.5', 'proxy.internal', '10.0.0.0/33', '300.0.0.1', '10.0.0.1/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    }
  });

  it('limits sign-in per account as well as per address', () => {
    expect(loadConfig({}).rateLimits.signInPerAccount).toBe(20);
    expect(loadConfig({ RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '5' }).rateLimits.signInPerAccount).toBe(5);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '0' })).toThrow(/RATE_LIMIT_SIGN_IN_PER_ACCOUNT: Use at least 1/);
  });

  it('uses reCAPTCHA only when both keys are set, and reads SMTP, PUBLIC_URL and limits', () => {
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'site' }).recaptcha).toBeNull();
    const config = loadConfig({
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      PUBLIC_URL: 'https://nordhub.example/',
      RATE_LIMIT_SIGN_IN: '3',
      ALTCHA_HMAC_KEY: 'a-long-enough-secret',
    });
    expect(config).toMatchObject({
      recaptcha: { siteKey: 'site', secretKey: 'secret', verifyUrl: 'http://127.0.0.1:9/verify' },
      smtpUrl: 'smtp://user:pass@mail.example:587',
      publicUrl: 'https://nordhub.example',
      rateLimits: { signIn: 3, signUp: 5, forgotPassword: 5 },
      altcha: { hmacKey: 'a-long-enough-secret' },
    });
  });

  it('keeps rate-limit counters in PostgreSQL unless REDIS_URL names a Redis', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow('REDIS_URL: Use a redis:// or rediss:// URL');
  });

  it('runs the job digest scheduler every 5 minutes unless DIGEST_INTERVAL_MS says otherwise (0: off)', () => {
    expect(loadConfig({}).digestIntervalMs).toBe(300_000);
    expect(loadConfig({ DIGEST_INTERVAL_MS: '1000' }).digestIntervalMs).toBe(1000);
    expect(loadConfig({ DIGEST_INTERVAL_MS: '0' }).digestIntervalMs).toBe(0);
    expect(() => loadConfig({ DIGEST_INTERVAL_MS: '-1' })).toThrow('DIGEST_INTERVAL_MS: Use 0 (off) or more');
    expect(loadConfig({}).rateLimits.digestSubscribe).toBe(10);
  });

  it('keeps outbox mails 7 days unless OUTBOX_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).outboxRetentionDays).toBe(7);
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '30' }).outboxRetentionDays).toBe(30);
    expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: '0' })).toThrow('OUTBOX_RETENTION_DAYS: Use 1 or more');
  });

  it('names bad mail and limit settings', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example' })).toThrow('SMTP_URL: Use an smtp:// or smtps:// URL');
    expect(() => loadConfig({ PUBLIC_URL: 'nordhub.example' })).toThrow('PUBLIC_URL');
    expect(() => loadConfig({ RATE_LIMIT_SIGN_UP: '0' })).toThrow('RATE_LIMIT_SIGN_UP: Use at least 1');
  });

  it('takes a 64-hex-character TOKEN_ENCRYPTION_KEY and refuses anything else, saying what to use', () => {
    expect(loadConfig({ TOKEN_ENCRYPTION_KEY: 'AB'.repeat(32) }).tokenEncryptionKey).toBe('ab'.repeat(32));
    expect(loadConfig({}).tokenEncryptionKey).toBeUndefined();
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: 'secret' })).toThrow('TOKEN_ENCRYPTION_KEY: Use 64 hex characters');
  });
});
