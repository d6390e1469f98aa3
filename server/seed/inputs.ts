// The demo records as the inputs the API takes (common/schemas/): the demo seed stores its cars,
// posts and requests through these, and the test factories (tests/factories/) start from them.
// One builder per shape for both, so a field added to a schema is filled in here once.
import type { AppraisalInput, ContactInput, LeadInput } from '../../common/schemas/requests';
import type { BlogPostInput } from '../../common/schemas/blog';
import type { CarInput } from '../../common/schemas/car';
import { toMoney } from '../services/mapping';
import type { DemoCar } from './demo-cars';
import type { DemoPost } from './demo-posts';
import type { DemoAppraisal, DemoContact, DemoLead } from './demo-requests';

/** A small number from a VIN, the same on every run (a demo car's disclosures follow it). */
const vinNumber = (vin: string) =>
  [...vin].reduce((sum, char, index) => sum + char.charCodeAt(0) * (index + 1), 0);

const PROVINCES = ['Alberta', 'Ontario', 'Saskatchewan', 'Washington State', 'Japan'];

/**
 * A demo car's disclosures (docs/product.md#disclosures), every one answered as on a real lot:
 * mostly no; some cars were leased, a few came from another province or had a repaired collision.
 */
export function demoDisclosures(vin: string) {
  const n = vinNumber(vin);
  const damaged = n % 13 === 0;
  const imported = n % 9 === 0;
  return {
    priorTaxiPoliceRacing: 'no',
    priorLeaseRental: n % 5 === 0 ? 'yes' : n % 17 === 0 ? 'unknown' : 'no',
    damageOver2000: damaged ? 'yes' : 'no',
    damageAmount: damaged ? 2_400 + (n % 20) * 150 : null,
    fromOutsideBc: imported ? 'yes' : 'no',
    importedFrom: imported ? PROVINCES[n % PROVINCES.length]! : null,
  } as const;
}

/** A demo car (or a synthetic one) as the vehicle form would send it, with these photos. */
export function demoCarInput(car: DemoCar, photos: string[] = []): CarInput {
  return {
    year: car.year,
    make: car.make,
    model: car.model,
    trim: car.trim,
    price: Number(car.price),
    originalPrice: toMoney(car.originalPrice),
    discountedPrice: toMoney(car.discountedPrice),
    mileage: car.mileage,
    condition: car.condition,
    transmission: car.transmission,
    fuelType: car.fuelType,
    location: car.location,
    description: car.description,
    photos,
    vin: car.vin,
    status: car.status,
    featured: car.featured,
    stockNumber: null,
    bodyType: car.bodyType,
    drivetrain: car.drivetrain,
    exteriorColour: car.colourName,
    interiorColour: car.interiorColour,
    doors: car.doors,
    seats: car.seats,
    engine: car.engine,
    features: car.features,
    inStockSince: null,
    ...demoDisclosures(car.vin),
  };
}

/** A demo post as the blog editor would send it, with this featured image. */
export function demoPostInput(post: DemoPost, featuredImage: string | null = null): BlogPostInput {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt,
    featuredImage,
    metaDescription: post.metaDescription,
    category: post.category,
    published: post.published,
  };
}

/** A demo test-drive request as the vehicle page's form would send it, about this car. */
export function demoLeadInput(lead: DemoLead, carId: number | null = null): LeadInput {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    interest: lead.interest,
    message: lead.message,
    carId,
    marketingConsent: false,
  };
}

/** A demo message as the contact form would send it. */
export function demoContactInput(contact: DemoContact): ContactInput {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    interest: contact.interest,
    message: contact.message,
    marketingConsent: false,
  };
}

/** A demo appraisal request as the sell form would send it. */
export function demoAppraisalInput(appraisal: DemoAppraisal): AppraisalInput {
  return {
    make: appraisal.make,
    model: appraisal.model,
    year: appraisal.year,
    mileage: appraisal.mileage,
    condition: appraisal.condition,
    askingPrice: toMoney(appraisal.askingPrice),
    description: appraisal.description,
    contactName: appraisal.contactName,
    contactPhone: appraisal.contactPhone,
    contactEmail: appraisal.contactEmail,
    marketingConsent: false,
  };
}
