// The services the API handlers and the page loaders share. Loaders reach them through the
// React Router load context (server/http/pages.ts), so there is no HTTP hop and one instance.
import type { QueryCache } from '../cache/query-cache';
import type { Database } from '../db/client';
import type { MailSettings } from '../mail/mail-settings';
import { createAccountService } from './account-service';
import { createAuditService } from './audit-service';
import { createBlogService } from './blog-service';
import { createCarCsvService } from './car-csv-service';
import { createCarService } from './car-service';
import { createFeedService } from './feed-service';
import { createAppraisalService, createContactService, createLeadService } from './inbox-service';
import { createOutboxService } from './outbox-service';
import { createPrivacyService } from './privacy-service';
import { DEFAULT_LEAD_RETENTION_DAYS } from '../../common/privacy';
import { createStaffService } from './staff-service';
import { createStatsService } from './stats-service';
import { createUserService } from './user-service';

export interface ServicesOptions {
  /** Who request mail goes to (the defaults without it: staff mail to the dealership only). */
  mail?: MailSettings;
  /** The site's address for links in mail (PUBLIC_URL); else the request's own origin. */
  publicUrl?: string;
  /** LEAD_RETENTION_DAYS: requests older than this are deleted by the retention sweep. */
  leadRetentionDays?: number;
  /** Keeps the shoppers' searches (docs/product.md#caching); without it every answer is read afresh. */
  cache?: QueryCache;
}

export function createServices(db: Database, options: ServicesOptions = {}) {
  const outbox = createOutboxService(db, { mail: options.mail });
  const inbox = { outbox, publicUrl: options.publicUrl };
  const requests = {
    leads: createLeadService(db, inbox),
    contacts: createContactService(db, inbox),
    appraisals: createAppraisalService(db, inbox),
  };
  const audit = createAuditService(db);
  return {
    audit,
    account: createAccountService(db, audit),
    cars: createCarService(db, options.cache),
    carCsv: createCarCsvService(db),
    feeds: createFeedService(db),
    blog: createBlogService(db),
    outbox,
    ...requests,
    privacy: createPrivacyService(db, {
      ...requests,
      retentionDays: options.leadRetentionDays ?? DEFAULT_LEAD_RETENTION_DAYS,
    }),
    staff: createStaffService(db, audit),
    stats: createStatsService(db),
    users: createUserService(db, audit),
  };
}

export type Services = ReturnType<typeof createServices>;
