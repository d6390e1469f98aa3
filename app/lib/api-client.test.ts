import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiSend } from './api-client';

function mockFetch(status: number, body: string, statusText = '') {
  const fn = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client (docs/product.md#api-client)', () => {
  it('sends JSON with a JSON content type and cookies when there is a body', async () => {
    const fetchMock = mockFetch(201, '{"id":1}');
    await expect(apiSend('POST', '/api/leads', { firstName: 'Ann' })).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"firstName":"Ann"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body and no content type without data', async () => {
    const fetchMock = mockFetch(200, '{"isAuthenticated":false}');
    await apiSend('POST', '/api/admin/logout');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('raises "{status}: {body}" and exposes the field messages', async () => {
    const body =
      '{"error":"Invalid input","details":{"email":["Please enter a valid email address"]}}';
    mockFetch(400, body, 'Bad Request');
    const error = await apiSend('POST', '/api/contacts', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(503, '', 'Service Unavailable');
    await expect(apiGet('/api/cars')).rejects.toThrow('503: Service Unavailable');
  });

  it('throws on 401 by default and returns null when asked', async () => {
    mockFetch(401, '{"error":"Sign in first"}', 'Unauthorized');
    await expect(apiGet('/api/leads')).rejects.toThrow('401: {"error":"Sign in first"}');
    mockFetch(401, '{"error":"Sign in first"}', 'Unauthorized');
    await expect(apiGet('/api/leads', { on401: 'returnNull' })).resolves.toBeNull();
  });
});
