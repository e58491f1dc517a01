import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

// S3_* choose where media lives (decision 059): a bucket when S3_BUCKET is set, DATA_DIR/media
// otherwise, and a half-done setup stops start-up with one line naming what is missing.

const bucket = {
  S3_BUCKET: 'psalmlight-media',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('where media lives', () => {
  it('is DATA_DIR/media when no S3 variable is set (blank ones count as unset)', () => {
    expect(loadConfig({}).media).toEqual({ kind: 'disk' });
    expect(loadConfig({ S3_BUCKET: ' ', S3_ENDPOINT: '' }).media).toEqual({ kind: 'disk' });
  });

  it('is the bucket when S3_BUCKET is set with its region and keys (AWS without an endpoint)', () => {
    expect(loadConfig(bucket).media).toEqual({
      kind: 's3',
      s3: {
        endpoint: undefined,
        region: 'eu-central-1',
        bucket: 'psalmlight-media',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
        forcePathStyle: false,
      },
    });
    const minio = loadConfig({
      ...bucket,
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
    }).media;
    expect(minio).toMatchObject({
      s3: { endpoint: 'http://minio.internal:9000', forcePathStyle: true },
    });
  });

  it('stops start-up naming what a bucket setup lacks, or the bucket other settings lack', () => {
    expect(refusal({ S3_BUCKET: 'psalmlight-media', S3_REGION: 'eu-central-1' })).toBe(
      'Invalid configuration: S3_BUCKET is set, so S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required too',
    );
    expect(refusal({ ...bucket, S3_BUCKET: '' })).toBe(
      'Invalid configuration: S3_BUCKET is required when S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set (set S3_BUCKET to keep media in a bucket, or unset them to keep media in DATA_DIR/media)',
    );
    expect(refusal({ S3_FORCE_PATH_STYLE: 'true' })).toContain(
      'S3_BUCKET is required when S3_FORCE_PATH_STYLE is set',
    );
    expect(refusal({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toBe(
      'Invalid configuration: S3_ENDPOINT must be an http:// or https:// URL',
    );
    expect(refusal({ ...bucket, S3_BUCKET: 'Media_Files' })).toContain(
      'S3_BUCKET must be a bucket name',
    );
    expect(refusal({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE');
  });
});
