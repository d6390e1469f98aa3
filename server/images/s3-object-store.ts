// The object store on any S3-compatible service (AWS S3, Cloudflare R2, MinIO, Ceph RGW).
// Browsers upload straight to it with presigned PUT URLs; the app reads, writes and serves.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import pLimit from 'p-limit';
import { AppError } from '../errors';
import {
  assertSafeKey,
  type ListedObject,
  type ObjectInfo,
  type ObjectStore,
  type PresignUploadOptions,
  type PutOptions,
  type StoredObject,
} from './object-store';

/** Deletes of one prefix in flight at once. */
export const DELETE_CONCURRENCY = 8;

export interface S3Settings {
  bucket: string;
  /** e.g. http://127.0.0.1:7480; absent means AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** https://host/bucket/key instead of https://bucket.host/key (MinIO, RGW). */
  forcePathStyle: boolean;
}

/** The address of the bucket as browsers see it, without a trailing slash. */
export function bucketBaseUrl(settings: S3Settings): string {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const origin = `${endpoint.protocol}//${endpoint.host}`;
  const base = endpoint.pathname.replace(/\/+$/, '');
  return settings.forcePathStyle
    ? `${origin}${base}/${settings.bucket}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}`;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Without this, SDK v3 signs the CRC32 of an *empty* body into presigned PUT URLs and the
    // store rejects the real upload (../shared/tools/start-s3-gateway.sh).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that is down should fail a request in seconds (503), not hang it.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: 3_000,
      requestTimeout: 30_000,
      // No queue for a socket (the SDK's default is 50): a photo streams from the store to the
      // visitor and keeps its connection until a slow phone has it all, and the connect timeout
      // already runs while a request waits for a socket, so the 51st read of a healthy store
      // failed as unavailable. Bulk work bounds itself instead (DELETE_CONCURRENCY).
      httpAgent: { maxSockets: Infinity },
      httpsAgent: { maxSockets: Infinity },
    },
  });
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isNotFound(error: unknown): boolean {
  return (
    statusOf(error) === 404 ||
    (error instanceof S3ServiceException &&
      (error.name === 'NoSuchKey' || error.name === 'NotFound'))
  );
}

/** Network failures and 5xx answers of the store are a 503 for our callers, with a retry hint. */
function storeFailure(error: unknown): unknown {
  const status = statusOf(error);
  if (status === undefined || status >= 500) {
    return Object.assign(
      new AppError(
        'unavailable',
        'Photo storage is unavailable. Please try again in a moment.',
        undefined,
        {
          'Retry-After': '5',
        },
      ),
      { cause: error },
    );
  }
  return error;
}

export class S3ObjectStore implements ObjectStore {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly baseUrl: string;

  constructor(settings: S3Settings, client = createS3Client(settings)) {
    this.client = client;
    this.bucket = settings.bucket;
    this.baseUrl = bucketBaseUrl(settings);
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw storeFailure(error);
    }
  }

  async put(key: string, body: Buffer, options: PutOptions = {}): Promise<void> {
    assertSafeKey(key);
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
          ContentDisposition: options.contentDisposition,
        }),
      ),
    );
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: out.ContentLength ?? 0,
        etag: out.ETag ?? '""',
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw storeFailure(error);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: out.Body as Readable,
        size: out.ContentLength ?? 0,
        etag: out.ETag ?? '""',
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw storeFailure(error);
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.call(() =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    // One DeleteObject each: a photo has five objects, and DeleteObjects needs a Content-MD5
    // that not every S3-compatible store computes the same way. A few at a time: a prefix of
    // a thousand objects sent at once queues behind the client's sockets, where the connect
    // timeout already runs, and a busy store then fails hundreds of them together.
    const limit = pLimit(DELETE_CONCURRENCY);
    const pending: Promise<void>[] = [];
    for await (const object of this.list(prefix.endsWith('/') ? prefix : `${prefix}/`)) {
      pending.push(limit(() => this.delete(object.key)));
    }
    await Promise.all(pending);
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    assertSafeKey(prefix);
    let token: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        ),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) {
          yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async presignUpload(key: string, options: PresignUploadOptions): Promise<string> {
    assertSafeKey(key);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: options.contentType,
      ContentLength: options.contentLength,
    });
    // Signed as headers (not hoisted into the query), so the store refuses another type or length.
    const signed = new Set(['content-type', 'content-length']);
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      signableHeaders: signed,
      unhoistableHeaders: signed,
      ...(options.signingDate ? { signingDate: options.signingDate } : {}),
    });
  }

  objectUrl(key: string): string {
    assertSafeKey(key);
    return `${this.baseUrl}/${key}`;
  }
}
