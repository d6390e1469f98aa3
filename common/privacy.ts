// What the public forms promise about personal information (docs/product.md#privacy): the words
// of the marketing-consent box (stored with each request that ticks it, CASL) and the retention
// default (BC PIPA: kept no longer than needed).

/** The exact words beside the unticked marketing box; a request that ticks it stores them. */
export const MARKETING_CONSENT_TEXT = `Yes, send me occasional e-mails about new arrivals, offers and events from Forecourt Motors. I can unsubscribe at any time.`;

/** Requests older than this many days are deleted (LEAD_RETENTION_DAYS overrides it). */
export const DEFAULT_LEAD_RETENTION_DAYS = 730;

/** Where the privacy page lives; every public form links to it. */
export const PRIVACY_PATH = '/privacy';
