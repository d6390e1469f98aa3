// Browser calls to our REST API with the semantics of docs/product.md#api-client: cookies always sent, a body is
// JSON with a JSON content type only when there is one, and any non-ok answer raises an error
// whose message is "{status}: {body text or status text}".
import type { ApiErrorBody } from '../../common/schemas/api';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The parsed `{ error, details }` body, when the server sent one. */
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
  }

  /** Messages per field (400 answers), for showing under the fields. */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.details ?? {};
  }
}

export type On401 = 'throw' | 'returnNull';

export interface ApiRequestOptions {
  /** A 401 throws (default) or resolves to null, e.g. for "am I signed in?" checks. */
  on401?: On401;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && typeof (value as ApiErrorBody).error === 'string') {
      return value as ApiErrorBody;
    }
  } catch {
    // not JSON: the text alone is the message
  }
  return null;
}

/** Throws an ApiError for a non-ok response. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parseErrorBody(text));
}

/** Sends a request and returns the raw (ok) Response. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: Omit<ApiRequestOptions, 'on401'> = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(res);
  return res;
}

async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET a JSON resource. With `on401: 'returnNull'` an unauthenticated answer is null. */
export async function apiGet<T>(
  url: string,
  options: ApiRequestOptions & { on401: 'returnNull' },
): Promise<T | null>;
export async function apiGet<T>(url: string, options?: ApiRequestOptions): Promise<T>;
export async function apiGet<T>(url: string, options: ApiRequestOptions = {}): Promise<T | null> {
  const res = await fetch(url, {
    headers: { Accept: 'application/json', ...options.headers },
    credentials: 'include',
    signal: options.signal,
  });
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return readJson<T>(res);
}

/** POST/PUT/PATCH/DELETE with an optional JSON body; resolves to the parsed JSON answer. */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
  options: Omit<ApiRequestOptions, 'on401'> = {},
): Promise<T> {
  return readJson<T>(await apiRequest(method, url, data, options));
}
