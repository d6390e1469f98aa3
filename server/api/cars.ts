import { Router } from 'express';
import {
  InventoryQuerySchema,
  normaliseInventoryQuery,
} from '../../common/schemas/inventory-query';
import { AppError } from '../errors';
import { parseInput } from '../http/error-handler';
import type { Services } from '../services';

/** RFC 8288 Link header with first/prev/next/last for a paged list. */
function pagingLinks(baseUrl: URL, page: number, pageSize: number, total: number): string {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const link = (p: number, rel: string) => {
    const url = new URL(baseUrl);
    url.searchParams.set('page', String(p));
    url.searchParams.set('pageSize', String(pageSize));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
  if (page < last) links.push(link(page + 1, 'next'));
  links.push(link(last, 'last'));
  return links.join(', ');
}

function parseId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('not_found', 'Car not found');
  return Number(raw);
}

export function carsRouter(services: Services): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const query = normaliseInventoryQuery(parseInput(InventoryQuerySchema, req.query, 'query'));
    const result = await services.cars.listCars(query);
    res.setHeader('X-Total-Count', String(result.total));
    res.setHeader(
      'Link',
      pagingLinks(
        new URL(req.originalUrl, 'http://localhost'),
        result.page,
        result.pageSize,
        result.total,
      ),
    );
    res.json(result.cars);
  });

  router.get('/featured', async (_req, res) => {
    res.json(await services.cars.listFeaturedCars());
  });

  router.get('/:id', async (req, res) => {
    const car = await services.cars.getCar(parseId(req.params.id));
    if (!car) throw new AppError('not_found', 'Car not found');
    res.json(car);
  });

  return router;
}
