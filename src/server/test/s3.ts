import { randomBytes } from "node:crypto";

import { S3Storage, type S3StorageOptions } from "../storage/s3.js";

/**
 * The S3 store of this test run (scripts/s3-test-radosgw.sh exports it), or
 * null when the run has none: S3 tests then skip.
 */
export function testS3Options(): Omit<S3StorageOptions, "prefix"> | null {
  const env = process.env;
  if (!env.TEST_S3_ENDPOINT || !env.TEST_S3_BUCKET) return null;
  return {
    endpoint: env.TEST_S3_ENDPOINT,
    bucket: env.TEST_S3_BUCKET,
    region: env.TEST_S3_REGION ?? "us-east-1",
    accessKeyId: env.TEST_S3_ACCESS_KEY_ID,
    secretAccessKey: env.TEST_S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
}

/** A unique folder of the test bucket, so test files never see each other's objects. */
export function uniqueS3Prefix(): string {
  return `test-${randomBytes(6).toString("hex")}`;
}

/** Storage on the test bucket under a fresh prefix. */
export function createTestS3Storage(): S3Storage {
  const options = testS3Options();
  if (!options) throw new Error("S3 tests need TEST_S3_ENDPOINT and TEST_S3_BUCKET (scripts/s3-test-radosgw.sh)");
  return new S3Storage({ ...options, prefix: uniqueS3Prefix() });
}
