// 10,000 requests generated from the OpenAPI document (docs/product.md#faults): every operation,
// with path parameters, query parameters and bodies filled with values of the wrong type, out of
// range, empty, huge, nested, or hostile, half of them with a staff session. No answer may be a
// 5xx, and every error under /api is the API's JSON error body.
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCar } from '../factories';
import { signedInAgent } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

const TOTAL = 10_000;

// A small seeded generator, so a failure can be replayed from its request number.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '𝔉𝔬𝔯𝔢𝔠𝔬𝔲𝔯𝔱 🚗',
  'true',
  '2026-02-30',
  true,
  false,
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
];
const PATH_VALUES = ['1', '0', '-1', 'abc', '99999999999999999999', '1.5', '%20', 'null', '1e3'];

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string }[];
  bodyProperties: string[];
}

function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}): Operation[] {
  const schemas = doc.components?.schemas ?? {};
  const propertiesOf = (schema: unknown): string[] => {
    const s = schema as { $ref?: string; properties?: Record<string, unknown> } | undefined;
    if (!s) return [];
    if (s.$ref) return Object.keys(schemas[s.$ref.split('/').pop()!]?.properties ?? {});
    return Object.keys(s.properties ?? {});
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> })?.content;
      return {
        method,
        path,
        parameters: (op.parameters as { name: string; in: string }[] | undefined) ?? [],
        bodyProperties: propertiesOf(body?.['application/json']?.schema),
      };
    }),
  );
}

let t: TestApp;
let server: Server;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { formsPerMinute: 1_000_000, loginPerAddress: 1_000_000, loginPerPair: 1_000_000 },
  });
  // One listening server for all the requests: given the app itself, supertest opens and closes a
  // server for each one (the test: 36 -> 28 s).
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  admin = await signedInAgent(t, undefined, server);
  await createCar(t.services);
  const doc = (await request(server).get('/api/openapi.json').expect(200)).body;
  // Signing out or ending sessions would turn the staff half into visitors halfway through.
  operations = operationsOf(doc).filter(
    (op) => !['/api/admin/logout', '/api/admin/account/sessions/sign-out-others'].includes(op.path),
  );
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('requests generated from the OpenAPI document', () => {
  it(`answers ${TOTAL.toLocaleString('en-CA')} of them without a 5xx, errors as the API's JSON`, async () => {
    expect(operations.length).toBeGreaterThan(40);
    const next = random(20261127);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let n = 0; n < TOTAL; n++) {
      const op = operations[n % operations.length]!;
      let url = op.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(pick(PATH_VALUES)));
      const query = new URLSearchParams();
      for (const param of op.parameters.filter((p) => p.in === 'query')) {
        if (next() < 0.6) query.append(param.name, String(pick(ODD_VALUES)));
      }
      if (next() < 0.2) query.append('unknownParameter', 'x');
      if ([...query].length > 0) url += `?${query}`;
      const body: Record<string, unknown> = {};
      for (const name of op.bodyProperties) if (next() < 0.7) body[name] = pick(ODD_VALUES);
      if (next() < 0.2) body.unexpected = pick(ODD_VALUES);
      const client = n % 2 === 0 ? admin : request(server);
      const call = client[op.method as 'get'](url.replace(/^\/api/, '/api'));
      const res = await (op.method === 'get' || op.method === 'delete'
        ? call
        : call.set('Content-Type', 'application/json').send(JSON.stringify(body)));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const label = `#${n} ${op.method.toUpperCase()} ${url.slice(0, 120)} → ${res.status}`;
      if (res.status >= 500) failures.push(`${label} ${JSON.stringify(res.body).slice(0, 200)}`);
      else if (
        res.status >= 400 &&
        res.type === 'application/json' &&
        typeof res.body?.error !== 'string'
      )
        failures.push(`${label}: error body without "error"`);
    }
    console.log(
      `generated requests by status: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}×${c}`)
        .join(', ')}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    // The staff half stayed signed in throughout: it reached the admin routes, not their 401.
    expect((await admin.get('/api/admin/auth').expect(200)).body).toEqual({
      isAuthenticated: true,
    });
  }, 600_000);
});
