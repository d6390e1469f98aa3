import express, { Router } from 'express';
import { apiErrorHandler, apiNotFound } from '../http/error-handler';
import type { Services } from '../services';
import { carsRouter } from './cars';

export function apiRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.use('/cars', carsRouter(services));
  router.use(apiNotFound);
  router.use(apiErrorHandler);
  return router;
}
