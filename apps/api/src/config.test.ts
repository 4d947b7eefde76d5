import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('environment validated at boot', () => {
  it('has defaults for a plain `npm start`', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', ROUTER_BASE: '/class/', SEED: 'demo' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config).toMatchObject({ MAX_AVATAR_BYTES: 5 * 1024 * 1024, REMINDERS: 'on' });
    expect(config.FILE_LINK_SECRET).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ PUBLIC_URL: 'school.example' }, 'PUBLIC_URL must be an absolute URL'],
    [{ ROUTER_BASE: 'class' }, 'ROUTER_BASE must start and end with "/"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMTP_URL: 'mail.example:25' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ MAX_AVATAR_BYTES: 'big' }, 'MAX_AVATAR_BYTES'],
    [{ FILE_LINK_SECRET: 'short' }, 'FILE_LINK_SECRET must be at least 32 characters'],
    [{ VAPID_SUBJECT: 'push@school' }, 'VAPID_SUBJECT must be a mailto: or https:// address'],
    [{ ERROR_REPORTING_DSN: 'https://sentry.example/42' }, 'ERROR_REPORTING_DSN must look like'],
    [{ ERROR_REPORTING_DSN: 'sentry' }, 'ERROR_REPORTING_DSN must be a DSN'],
    [{ SIGNUP_LIMIT_PER_HOUR: '0' }, 'SIGNUP_LIMIT_PER_HOUR'],
  ])('refuses %o with a message naming the variable', (env, text) => {
    expect(() => loadConfig(env)).toThrow(text);
  });

  it('keeps a relative DATA_DIR where npm was run, not in the workspace', () => {
    expect(loadConfig({ INIT_CWD: '/srv/school' }).dataDir).toBe('/srv/school/data');
    expect(loadConfig({ INIT_CWD: '/srv/school', DATA_DIR: '/var/lib/school' }).dataDir).toBe(
      '/var/lib/school',
    );
  });

  it('accepts a PostgreSQL server and a public address', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db/school',
      PUBLIC_URL: 'https://school.example',
    });
    expect(config.DATABASE_URL).toBe('postgres://u@db/school');
  });

  it('sends mail through an SMTP server when one is named, else to the outbox', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    const config = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'school@mail.example' });
    expect(config).toMatchObject({
      SMTP_URL: 'smtps://u:p@mail.example:465',
      MAIL_FROM: 'school@mail.example',
    });
  });

  it('sends Stripe calls to a local Stripe-protocol server only when named, and only over http(s)', () => {
    expect(loadConfig({}).STRIPE_API_URL).toBeUndefined();
    expect(loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' }).STRIPE_API_URL).toBe(
      'http://127.0.0.1:12111',
    );
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://stripe.local' })).toThrow(/STRIPE_API_URL/);
  });
  it('keeps files in DATA_DIR unless a bucket is named, and then caps lesson videos at what S3 copies in one go', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(loadConfig({}).MEDIA_UPLOAD_MAX_BYTES).toBe(20 * 1024 ** 3);
    const s3 = loadConfig({ S3_BUCKET: 'course-platform', S3_ENDPOINT: 'http://minio:9000' });
    expect(s3.MEDIA_UPLOAD_MAX_BYTES).toBe(5 * 1024 ** 3);
    expect(() =>
      loadConfig({ S3_BUCKET: 'course-platform', MEDIA_UPLOAD_MAX_BYTES: String(6 * 1024 ** 3) }),
    ).toThrow(/MEDIA_UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'b1', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_PREFIX: '/schools/' })).toThrow(/S3_PREFIX/);
  });

  it('reads the pool, the drain and the metrics listener settings', () => {
    expect(loadConfig({})).toMatchObject({
      DB_POOL_SIZE: 10,
      DB_CONNECT_TIMEOUT_MS: 2000,
      SHUTDOWN_GRACE_SECONDS: 25,
    });
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    });
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });
});
