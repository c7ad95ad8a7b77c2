import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

const s3 = {
  S3_BUCKET: 'crescent-media',
  S3_ENDPOINT: 'http://127.0.0.1:4569',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('object storage settings', () => {
  it('are all optional: nothing set keeps uploads on disk', () => {
    const env = parseEnv({})
    expect(env.S3_BUCKET).toBeUndefined()
    expect(env.S3_FORCE_PATH_STYLE).toBe(false)
  })

  it('count an empty value as unset, as a compose file writes `S3_BUCKET=`', () => {
    expect(
      parseEnv({ S3_BUCKET: '', S3_REGION: '', S3_FORCE_PATH_STYLE: '' }).S3_BUCKET,
    ).toBeUndefined()
  })

  it('parse a complete set, path-style addressing included', () => {
    const env = parseEnv({ ...s3, S3_FORCE_PATH_STYLE: 'true' })
    expect(env).toMatchObject({ ...s3, S3_FORCE_PATH_STYLE: true })
    expect(parseEnv({ ...s3, S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false)
  })

  it('need no endpoint (AWS itself)', () => {
    const { S3_ENDPOINT: _, ...aws } = s3
    expect(parseEnv(aws).S3_ENDPOINT).toBeUndefined()
  })

  it('refuse a bucket without its region and credentials, naming each', () => {
    expect(() => parseEnv({ S3_BUCKET: 'crescent-media' })).toThrow(
      'Invalid environment: S3_REGION: required when S3_BUCKET is set; S3_ACCESS_KEY_ID: required when S3_BUCKET is set; S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    )
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    )
  })

  it('refuse settings without a bucket, which would leave files on one machine’s disk', () => {
    const { S3_BUCKET: _, ...noBucket } = s3
    expect(() => parseEnv(noBucket)).toThrow('S3_ENDPOINT: is set but S3_BUCKET is not')
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      'S3_FORCE_PATH_STYLE: is set but S3_BUCKET is not',
    )
  })

  it('refuse a path-style flag other than true or false, and an endpoint that is not a URL', () => {
    expect(() => parseEnv({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      "S3_FORCE_PATH_STYLE: must be 'true' or 'false'",
    )
    expect(() => parseEnv({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT:')
  })
})

describe('the site address', () => {
  it('names this machine on the port it serves when SITE_URL is unset', () => {
    expect(parseEnv({}).SITE_URL).toBe('http://localhost:3000')
    expect(parseEnv({ PORT: '3400' }).SITE_URL).toBe('http://localhost:3400')
    expect(parseEnv({ PORT: '3400', SITE_URL: 'https://crescentkey.ae' }).SITE_URL).toBe('https://crescentkey.ae')
  })
})

describe('FEEDS_TOKEN', () => {
  it('is optional, empty counts as unset, and a short one is refused at start', () => {
    expect(parseEnv({}).FEEDS_TOKEN).toBeUndefined()
    expect(parseEnv({ FEEDS_TOKEN: '' }).FEEDS_TOKEN).toBeUndefined()
    expect(parseEnv({ FEEDS_TOKEN: 'f'.repeat(24) }).FEEDS_TOKEN).toBe('f'.repeat(24))
    expect(() => parseEnv({ FEEDS_TOKEN: 'short' })).toThrow(/FEEDS_TOKEN: must be at least 24 characters/)
  })
})
