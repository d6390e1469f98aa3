// Upload tickets: a URL good for one photo (our signed PUT on the local disk, a presigned PUT on
// S3), the local PUT itself, and claiming a ticket when its photo is to be processed. No HTTP
// here: callers pass what they read from requests.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '../../../common/constants';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors';
import type { AcceptedImageType } from '../../images/image-type';
import { LocalObjectStore, wrongLength } from '../../images/object-store';
import type { PhotoDeps } from './photo-deps';

/** An upload URL is good for one object, for this long. */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;
/** After its URL expired, an upload may still be processed (a slow phone) for this long. */
export const UPLOAD_GRACE_MS = 60 * 60_000;

const UPLOAD_ID = /^[a-f0-9]{32}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES = /^\d{1,13}$/;

/** Where raw uploads are kept until they are processed (never served). */
export const UPLOAD_PREFIX = 'uploads/';
export const uploadKey = (id: string) => `${UPLOAD_PREFIX}${id}`;

export interface UploadRequest {
  contentType?: AcceptedImageType;
  size?: number;
}

export interface IssuedUpload {
  uploadURL: string;
  expiresAt: string;
}

export interface LocalUploadRequest {
  id: string;
  expires: unknown;
  signature: unknown;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable;
}

export interface UploadTicketDeps extends PhotoDeps {
  /** Signs local upload URLs (the session secret). */
  secret: string;
}

const forbidden = (message: string) => new AppError('forbidden', message);

/** The S3 store enforces what is signed into its URL: a URL must be bound to a type and size. */
function requireBinding(request: UploadRequest): void {
  const details: Record<string, string[]> = {};
  if (request.contentType === undefined) {
    details.contentType = ['The photo’s type is required: the store checks the upload against it'];
  }
  if (request.size === undefined) {
    details.size = [
      'The photo’s size in bytes is required: the store checks the upload against it',
    ];
  }
  const missing = Object.keys(details);
  if (missing.length > 0) {
    throw new AppError(
      'bad_request',
      `Invalid request: ${missing.join(' and ')} required`,
      details,
    );
  }
}
const notOurUpload = () =>
  new AppError('bad_request', 'imageURL must be the address of a photo uploaded through this site');

export function createUploadTicketService({ db, store, now, secret }: UploadTicketDeps) {
  /** The local URL's signature; a URL bound to a size signs it too (its length is then exact). */
  function sign(id: string, expires: number, size?: number): string {
    const bound = size === undefined ? '' : `\n${size}`;
    return createHmac('sha256', secret)
      .update(`forecourt-upload-v1\n${id}\n${expires}${bound}`)
      .digest('base64url');
  }

  const signatureMatches = (signature: string, expected: string) =>
    timingSafeEqual(Buffer.from(expected), Buffer.from(signature));

  /** The upload id named by an imageURL, if it is the address of an upload we issued. */
  function uploadIdOf(imageURL: string, siteOrigins: string[]): string {
    let url: URL;
    try {
      url = new URL(imageURL);
    } catch {
      throw notOurUpload();
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
      throw notOurUpload();
    }
    // The path is matched as sent (still percent-encoded), so no escape can smuggle in a '..'.
    const match = /\/uploads\/([a-f0-9]{32})$/.exec(url.pathname);
    if (!match) throw notOurUpload();
    const id = match[1]!;
    const address = `${url.origin}${url.pathname}`;
    // Only the canonical form: whatever a URL parser would have to resolve ('..', a default
    // port, odd case) is refused rather than interpreted.
    if (imageURL.split(/[?#]/)[0] !== address) throw notOurUpload();
    const expected = store.objectUrl
      ? [store.objectUrl(uploadKey(id))]
      : siteOrigins.map((origin) => `${origin}/uploads/${id}`);
    if (!expected.includes(address)) throw notOurUpload();
    return id;
  }

  return {
    /**
     * Issues a URL that accepts one photo for 15 minutes. With a content type and size the URL is
     * bound to them: the body must be of that type and exactly that long. S3 needs both, signed
     * into the URL, since nothing of ours sees the body before the store keeps it; the local
     * driver also takes a URL without them (the spec's client), capped at 10 MB while streaming.
     */
    async issueUploadUrl(request: UploadRequest, siteOrigin: string): Promise<IssuedUpload> {
      if (store.presignUpload) requireBinding(request);
      const id = randomBytes(16).toString('hex');
      const key = uploadKey(id);
      // Whole seconds: the local URL carries the expiry in seconds and must match the row.
      const expiresAtMs = Math.floor((now() + UPLOAD_URL_TTL_MS) / 1000) * 1000;
      const maxBytes = request.size ?? MAX_UPLOAD_BYTES;
      await db.insert(uploads).values({
        id,
        objectKey: key,
        contentType: request.contentType ?? null,
        maxBytes,
        expiresAt: new Date(expiresAtMs),
      });
      let uploadURL: string;
      if (store.presignUpload) {
        uploadURL = await store.presignUpload(key, {
          contentType: request.contentType!,
          contentLength: request.size!,
          expiresInSeconds: UPLOAD_URL_TTL_MS / 1000,
          // Our clock, not the SDK's: the URL expires 15 minutes after the ticket was issued.
          signingDate: new Date(now()),
        });
      } else {
        const expires = expiresAtMs / 1000;
        const query = new URLSearchParams({
          expires: String(expires),
          sig: sign(id, expires, request.size),
        });
        uploadURL = `${siteOrigin}/uploads/${id}?${query}`;
      }
      return { uploadURL, expiresAt: new Date(expiresAtMs).toISOString() };
    },

    /**
     * The local-disk driver's answer to the browser's PUT: authorised by the URL's signature
     * alone, streamed to a temporary file under the size cap, then moved into place.
     */
    async receiveLocalUpload(request: LocalUploadRequest): Promise<{ size: number }> {
      if (!(store instanceof LocalObjectStore)) {
        throw new AppError('not_found', 'Uploads go to the object store');
      }
      const { id, expires, signature } = request;
      if (
        !UPLOAD_ID.test(id) ||
        typeof expires !== 'string' ||
        !EXPIRES.test(expires) ||
        typeof signature !== 'string' ||
        !SIGNATURE.test(signature)
      ) {
        throw forbidden('This upload URL is not valid');
      }
      // The ticket first: whether the URL was bound to a size (its maxBytes) is part of what was
      // signed, and the URL itself does not repeat it.
      const [ticket] = await db.select().from(uploads).where(eq(uploads.id, id));
      const exact =
        ticket && signatureMatches(signature, sign(id, Number(expires), ticket.maxBytes));
      if (!exact && !signatureMatches(signature, sign(id, Number(expires)))) {
        throw forbidden('This upload URL is not valid');
      }
      if (now() > Number(expires) * 1000) throw forbidden('Request has expired');
      if (!ticket || ticket.expiresAt.getTime() !== Number(expires) * 1000) {
        throw forbidden('This upload URL was already used or is no longer valid');
      }
      const type = request.contentType?.split(';')[0]!.trim().toLowerCase();
      if (ticket.contentType && type !== ticket.contentType) {
        throw forbidden(`This upload URL accepts only ${ticket.contentType}`);
      }
      const declared = request.contentLength === undefined ? NaN : Number(request.contentLength);
      if (exact && !Number.isNaN(declared) && declared !== ticket.maxBytes) {
        throw wrongLength(ticket.maxBytes);
      }
      if (declared > ticket.maxBytes) {
        throw new AppError('payload_too_large', `The file is larger than ${ticket.maxBytes} bytes`);
      }
      const size = await store.receive(ticket.objectKey, request.body, {
        maxBytes: ticket.maxBytes,
        // A body of chunks carries no length up front: counted as it arrives.
        ...(exact ? { exactBytes: ticket.maxBytes } : {}),
      });
      return { size };
    },

    /**
     * The ticket of the upload an imageURL names, taken for processing: only an upload this site
     * issued, once, and not long after its URL expired.
     */
    async claimUpload(imageURL: string, siteOrigins: string[]): Promise<{ objectKey: string }> {
      const id = uploadIdOf(imageURL, siteOrigins);
      // Claimed by deleting its row: a second request for the same upload finds nothing.
      const [ticket] = await db.delete(uploads).where(eq(uploads.id, id)).returning();
      if (!ticket || ticket.expiresAt.getTime() + UPLOAD_GRACE_MS < now()) {
        throw new AppError(
          'bad_request',
          'This upload was already processed, has expired, or was never issued',
        );
      }
      return ticket;
    },
  };
}

export type UploadTicketService = ReturnType<typeof createUploadTicketService>;
