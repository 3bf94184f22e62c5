// What the two-instance run's config and spec share (tests/instances/playwright.config.ts).
export const INSTANCE_A = `http://localhost:${process.env.INSTANCE_A_PORT ?? 3201}`
export const INSTANCE_B = `http://localhost:${process.env.INSTANCE_B_PORT ?? 3202}`
export const REDIS_URL = process.env.INSTANCES_REDIS_URL ?? 'redis://127.0.0.1:6379'
// One run's keys apart from any other's (a developer's store, a run that died): the config is read by the runner and
// again by each worker, which inherit the first one's choice.
process.env.INSTANCES_RUN ??= `${Date.now().toString(36)}-${process.pid}`
export const REDIS_KEY_PREFIX = `padforge-test-${process.env.INSTANCES_RUN}:`
// The S3 stand-in both instances keep uploads and previews in (tests/peers/s3/cli.ts).
export const S3_PORT = Number(process.env.INSTANCES_S3_PORT ?? 12650)
export const S3_ENV = {
  S3_BUCKET: 'padforge-instances',
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
}
