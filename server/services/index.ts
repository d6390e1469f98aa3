// The services the API handlers and the page loaders share. Loaders reach them through the
// React Router load context (server/http/pages.ts), so there is no HTTP hop and one instance.
import type { Database } from '../db/client';
import { createBlogService } from './blog-service';
import { createCarCsvService } from './car-csv-service';
import { createCarService } from './car-service';
import { createAppraisalService, createContactService, createLeadService } from './inbox-service';
import { createStatsService } from './stats-service';
import { createUserService } from './user-service';

export function createServices(db: Database) {
  return {
    cars: createCarService(db),
    carCsv: createCarCsvService(db),
    blog: createBlogService(db),
    leads: createLeadService(db),
    contacts: createContactService(db),
    appraisals: createAppraisalService(db),
    stats: createStatsService(db),
    users: createUserService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
