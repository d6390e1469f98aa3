// Where image bytes live. The local-disk store is the embedded default; S3ObjectStore
// (s3-object-store.ts) implements the same interface for any S3-compatible service.
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { link, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../errors';

export interface ObjectInfo {
  size: number;
  etag: string;
  lastModified: Date;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** Headers that go with an object when a CDN or a public bucket serves it directly. */
export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
}

/** What a presigned upload URL is bound to (the store itself enforces it). */
export interface PresignUploadOptions {
  contentType: string;
  /** Exact length of the body, signed into the URL. */
  contentLength: number;
  expiresInSeconds: number;
  /** When the URL counts as signed (its expiry runs from here); now by default. */
  signingDate?: Date;
}

export interface ObjectStore {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, options?: PutOptions): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  list(prefix: string): AsyncIterable<ListedObject>;
  /** S3 only: a URL the browser PUTs the file to directly. */
  presignUpload?(key: string, options: PresignUploadOptions): Promise<string>;
  /** S3 only: the address of an object without any signature (what Uppy reports back). */
  objectUrl?(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe object key: ${JSON.stringify(key)}`);
  }
}

export interface ReceiveOptions {
  maxBytes: number;
  /** The body must be exactly this long (a URL bound to a size); else 400, nothing kept. */
  exactBytes?: number;
}

/** Uploaded bodies land here first; the folder name cannot be an object key (keys start [a-z0-9]). */
const TEMP_DIR = '.tmp';

function tooLarge(maxBytes: number): AppError {
  return new AppError('payload_too_large', `The file is larger than ${maxBytes} bytes`);
}

export function wrongLength(bytes: number): AppError {
  return new AppError(
    'bad_request',
    `The file must be exactly ${bytes} bytes, the size this upload URL was issued for`,
  );
}

function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

const diskFull = () =>
  new AppError('insufficient_storage', 'The photo storage is full. Please tell the site owner.');

/** Temporary files are named {pid}-{random}: true when that process is not running any more. */
function ownerIsGone(name: string): boolean {
  const pid = Number(name.split('-')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export class LocalObjectStore implements ObjectStore {
  readonly driver = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private async tempFile(): Promise<string> {
    const dir = path.join(this.root, TEMP_DIR);
    await mkdir(dir, { recursive: true });
    return path.join(dir, `${process.pid}-${randomBytes(8).toString('hex')}`);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    const temp = await this.tempFile();
    try {
      await mkdir(path.dirname(target), { recursive: true });
      const handle = await open(temp, 'wx', 0o644);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      // Write, flush, then rename: a reader (or a crash) never sees half a file under the final name.
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      if (isDiskFull(error)) throw diskFull();
      throw error;
    }
  }

  /**
   * Streams a request body into `key`, refusing more than `maxBytes` while it arrives (413, the
   * partial file removed), or a body of another length than `exactBytes` (400). The object appears under its final name only once complete and
   * flushed, and never replaces an existing one (409): an upload URL is good for one object.
   */
  async receive(key: string, source: Readable, options: ReceiveOptions): Promise<number> {
    const target = this.pathOf(key);
    const temp = await this.tempFile();
    let size = 0;
    try {
      const handle = await open(temp, 'wx', 0o600);
      try {
        for await (const chunk of source) {
          const buffer = chunk as Buffer;
          size += buffer.length;
          if (options.exactBytes !== undefined && size > options.exactBytes) {
            throw wrongLength(options.exactBytes);
          }
          if (size > options.maxBytes) throw tooLarge(options.maxBytes);
          await handle.write(buffer);
        }
        if (options.exactBytes !== undefined && size !== options.exactBytes) {
          throw wrongLength(options.exactBytes);
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await mkdir(path.dirname(target), { recursive: true });
      // link() fails with EEXIST instead of overwriting, unlike rename().
      await link(temp, target);
      return size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new AppError('conflict', 'A file was already uploaded to this URL');
      }
      if (isDiskFull(error)) throw diskFull();
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) return null;
      return {
        size: info.size,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body: ReadStream = createReadStream(this.pathOf(key));
    return { ...info, body };
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const dir = this.pathOf(prefix.replace(/\/+$/, ''));
    let names: string[];
    try {
      names = await readdir(dir, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      const key = path.relative(this.root, file).split(path.sep).join('/');
      yield { key, lastModified: info.mtime };
    }
  }

  /**
   * Removes upload bodies left half-written by a crash (kill -9 mid-upload): those of a process
   * that no longer runs, and any older than `olderThanMs` (requests time out well before).
   */
  async sweepTempFiles(olderThanMs: number, now = Date.now()): Promise<number> {
    const dir = path.join(this.root, TEMP_DIR);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && (now - info.mtimeMs >= olderThanMs || ownerIsGone(name))) {
        await rm(file, { force: true, recursive: true });
        removed++;
      }
    }
    return removed;
  }
}
