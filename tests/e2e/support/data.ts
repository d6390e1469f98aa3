// Test data over HTTP, for the browser tests: the factories' input (tests/factories/) sent to the
// API of the worker's server, each call checking its answer. Cars and posts need a signed-in
// request context (signInThroughApi, or a context signed in with E2E_ADMIN).
import type { APIRequestContext } from '@playwright/test';
import type { BlogPost, BlogPostFormValues } from '../../../common/schemas/blog';
import type { Car, CarFormValues } from '../../../common/schemas/car';
import type {
  Appraisal,
  AppraisalFormValues,
  Contact,
  ContactFormValues,
  Lead,
  LeadFormValues,
} from '../../../common/schemas/requests';
import { buildAppraisal, buildCar, buildContact, buildPost, buildTestDrive } from '../../factories';
import { expect } from './test';

async function send<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await request.post(path, { data });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/** The newest car the public list shows (the demo seed's, on a fresh server). */
export async function newestCar(request: APIRequestContext): Promise<Car> {
  const res = await request.get('/api/cars?pageSize=1');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Car[])[0]!;
}

/** Adds a car built by `buildCar(overrides)`. */
/** The sold cars, from the admin list (the public API leaves them out: docs/product.md#bc-advertising). */
export async function soldCars(request: APIRequestContext): Promise<Car[]> {
  const res = await request.get('/api/admin/cars?status=sold&pageSize=100');
  expect(res.status()).toBe(200);
  return res.json();
}

export const addCar = (request: APIRequestContext, overrides: Partial<CarFormValues> = {}) =>
  send<Car>(request, '/api/cars', buildCar(overrides));

/** Deletes cars a test added. */
export async function removeCars(request: APIRequestContext, ids: number[]): Promise<void> {
  for (const id of ids) expect((await request.delete(`/api/cars/${id}`)).status()).toBe(204);
}

/** Adds a post built by `buildPost(overrides)`. */
export const addPost = (request: APIRequestContext, overrides: Partial<BlogPostFormValues> = {}) =>
  send<BlogPost>(request, '/api/blog', buildPost(overrides));

/** Sends a test-drive request built by `buildTestDrive(overrides)`, as a shopper would. */
export const sendTestDrive = (
  request: APIRequestContext,
  overrides: Partial<LeadFormValues> = {},
) => send<Lead>(request, '/api/leads', buildTestDrive(overrides));

/** Sends a message built by `buildContact(overrides)`, as a shopper would. */
export const sendContact = (
  request: APIRequestContext,
  overrides: Partial<ContactFormValues> = {},
) => send<Contact>(request, '/api/contacts', buildContact(overrides));

/** Sends an appraisal request built by `buildAppraisal(overrides)`, as a shopper would. */
export const sendAppraisal = (
  request: APIRequestContext,
  overrides: Partial<AppraisalFormValues> = {},
) => send<Appraisal>(request, '/api/appraisals', buildAppraisal(overrides));
