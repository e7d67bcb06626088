import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Storage, StoredEntry } from './storage.js';

export type S3Settings = {
  /** An S3-compatible server's address (MinIO, R2, a test server); unset: AWS for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Buckets as paths (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
};

/** Files from this size up go as a multipart upload, in parts of this size. */
const multipartFrom = 8 * 1024 * 1024;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

/**
 * File bytes in an S3 bucket, one object per stored file under its key. An object appears whole
 * or not at all (S3 writes are atomic), so nothing is ever left half-written: a failed multipart
 * upload is aborted, and `list` has no interrupted writes to report. Private files are read only
 * through the app (`GET /api/files/:id` after its access check), which streams them.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // A storage that does not answer fails the request in time instead of holding it.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      maxAttempts: 3,
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    if (data.length < multipartFrom) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }));
      return;
    }
    // lib-storage aborts the multipart upload when a part fails (leavePartsOnError: false).
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: data }, partSize: multipartFrom, queueSize: 2, leavePartsOnError: false }).done();
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (answer.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    // Deleting a missing object succeeds, as removing a missing file does on disk.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async *list(): AsyncIterable<StoredEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0), interrupted: false };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
