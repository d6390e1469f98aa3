// Business constants (docs/product.md#constants). Isomorphic: used by forms, the API and the seed.

export const CAR_MAKES = [
  'Acura',
  'Audi',
  'BMW',
  'Buick',
  'Cadillac',
  'Chevrolet',
  'Chrysler',
  'Dodge',
  'Ford',
  'GMC',
  'Honda',
  'Hyundai',
  'Infiniti',
  'Jeep',
  'Kia',
  'Lexus',
  'Lincoln',
  'Mazda',
  'Mercedes-Benz',
  'Mitsubishi',
  'Nissan',
  'Ram',
  'Subaru',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
] as const;
export type CarMake = (typeof CAR_MAKES)[number];

export const CAR_STATUSES = ['available', 'sold', 'pending'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];
export const CAR_STATUS_LABELS: Record<CarStatus, string> = {
  available: 'Available',
  sold: 'Sold',
  pending: 'Pending',
};

export const CAR_CONDITIONS = ['new', 'used', 'certified'] as const;
export type CarCondition = (typeof CAR_CONDITIONS)[number];
export const CAR_CONDITION_LABELS: Record<CarCondition, string> = {
  new: 'New',
  used: 'Used',
  certified: 'Certified Pre-Owned',
};

export const TRANSMISSIONS = ['automatic', 'manual', 'cvt'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const TRANSMISSION_LABELS: Record<Transmission, string> = {
  automatic: 'Automatic',
  manual: 'Manual',
  cvt: 'CVT',
};

export const FUEL_TYPES = ['gasoline', 'diesel', 'hybrid', 'electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  gasoline: 'Gasoline',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  electric: 'Electric',
};

export const APPRAISAL_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type AppraisalCondition = (typeof APPRAISAL_CONDITIONS)[number];
export const APPRAISAL_CONDITION_LABELS: Record<AppraisalCondition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

export const REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const BLOG_CATEGORIES = [
  'Maintenance',
  'Financing',
  'Buying Guide',
  'Industry News',
  'Tips & Tricks',
  'Car Reviews',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const CONTACT_INTERESTS = [
  'General Inquiry',
  'Schedule Test Drive',
  'Financing Information',
  'Trade-In Evaluation',
  'Service Department',
] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];

/** The interest every test-drive lead carries. */
export const TEST_DRIVE_INTEREST: ContactInterest = 'Schedule Test Drive';

/** Year filter: 'older' means the years before this one (2015 and earlier). */
export const OLDEST_LISTED_YEAR = 2016;
export const MIN_VEHICLE_YEAR = 1990;

export const MAX_UPLOAD_BYTES = 10_485_760;
export const MAX_PHOTOS_PER_VEHICLE = 15;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The highest page number a list's ?page= may name. */
export const MAX_PAGE = 100_000;

// Carousels and lists of the public pages (docs/product.md#constants).
export const AUTO_ADVANCE_MS = 5000;
export const FEATURED_CARS_PER_PAGE = 3;
export const CAR_SKELETON_COUNT = 6;
export const HOME_POST_COUNT = 3;
