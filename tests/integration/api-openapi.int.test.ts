// GET /api/openapi.json is a valid OpenAPI 3.1 document that lists every route of the router.
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/api';
import { openApiPath } from '../../server/api/openapi';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route with its method, and marks admin routes with the session cookie', async () => {
    const { body } = await request(t.app).get('/api/openapi.json').expect(200);
    for (const route of apiRoutes) {
      const operation = body.paths[openApiPath(route.path)]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.summary).toBe(route.summary);
      if (route.access === 'admin') {
        expect(operation.security).toEqual([{ adminSession: [] }]);
        expect(operation.responses['401']).toBeDefined();
      }
    }
    const documented = Object.values(body.paths as Record<string, object>).flatMap((item) =>
      Object.keys(item),
    );
    expect(documented).toHaveLength(apiRoutes.length);
  });

  it('documents the request schemas from the shared zod schemas', async () => {
    const { body } = await request(t.app).get('/api/openapi.json').expect(200);
    const carInput = body.components.schemas.CarInput;
    expect(carInput.required).toEqual(
      expect.arrayContaining([
        'year',
        'make',
        'model',
        'price',
        'mileage',
        'condition',
        'transmission',
        'fuelType',
      ]),
    );
    expect(carInput.properties.make.enum).toContain('Mercedes-Benz');
    expect(carInput.properties.vin.anyOf ?? [carInput.properties.vin]).toEqual(
      expect.arrayContaining([expect.objectContaining({ maxLength: 17 })]),
    );
    expect(carInput.additionalProperties).toBe(false);
    // The vehicle details: optional, with their lists and limits.
    expect(carInput.required).not.toContain('stockNumber');
    const enumOf = (field: { enum?: unknown[]; anyOf?: { enum?: unknown[] }[] }) =>
      field.enum ?? field.anyOf?.flatMap((option) => option.enum ?? []);
    expect(enumOf(carInput.properties.bodyType)).toEqual(
      expect.arrayContaining(['sedan', 'suv', 'pickup', 'convertible']),
    );
    expect(enumOf(carInput.properties.drivetrain)).toEqual(
      expect.arrayContaining(['fwd', 'rwd', 'awd', '4wd']),
    );
    expect(JSON.stringify(carInput.properties.features)).toContain('"maxLength":60');
    expect(JSON.stringify(carInput.properties.stockNumber)).toContain('FC-000123');
    const car = body.components.schemas.Car;
    expect(car.required).toEqual(
      expect.arrayContaining(['stockNumber', 'inStockSince', 'features']),
    );
    const vin = body.paths['/api/admin/vin/{vin}'].get;
    expect(vin.security).toEqual([{ adminSession: [] }]);
    expect(vin.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/VinDecoding',
    );
    expect(body.components.schemas.VinDecoding.required).toEqual(
      expect.arrayContaining([
        'vin',
        'valid',
        'checkDigitOk',
        'year',
        'make',
        'country',
        'problems',
      ]),
    );
    expect(body.paths['/api/admin/cars/{id}/price-history'].get.responses['200']).toBeDefined();
    const search = body.paths['/api/cars'].get.parameters.map((p: { name: string }) => p.name);
    expect(search).toEqual([
      'q',
      'make',
      'bodyType',
      'fuelType',
      'transmission',
      'drivetrain',
      'colour',
      'minPrice',
      'maxPrice',
      'year',
      'minMileage',
      'maxMileage',
      'sort',
      'page',
      'pageSize',
    ]);
    expect(body.paths['/api/cars'].get.responses['200'].headers['X-Total-Count']).toBeDefined();
  });

  it('words the search filters as the service applies them', async () => {
    const { body } = await request(t.app).get('/api/openapi.json').expect(200);
    const parameters = body.paths['/api/cars'].get.parameters as {
      name: string;
      description?: string;
    }[];
    const describe = (name: string) => parameters.find((p) => p.name === name)?.description ?? '';
    for (const bound of ['minPrice', 'maxPrice']) {
      expect(describe(bound), bound).toMatch(/^Inclusive (lower|upper) bound/);
      expect(describe(bound), bound).toContain('all-in price');
      expect(describe(bound), bound).toContain('discountedPrice when above 0, otherwise price');
      expect(describe(bound), bound).toContain('plus the dealer fees');
    }
    expect(describe('minPrice')).toContain('≥ minPrice');
    expect(describe('maxPrice')).toContain('≤ maxPrice');
    expect(describe('year')).toContain("'older': model years 2015 and before");
    expect(describe('maxMileage')).toContain('strictly below');
    for (const path of ['/api/leads/{id}', '/api/contacts/{id}', '/api/appraisals/{id}']) {
      expect(body.paths[path].patch.description, path).toMatch(
        /any of new, contacted or closed.*undo a mistaken close/,
      );
    }
  });
});
