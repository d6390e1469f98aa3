// The demo records pass the rules staff and shoppers face: each converts to an input its schema
// accepts as it is, so the seed stores nothing the API would refuse and the test factories
// (tests/factories/) start from valid data.
import { describe, expect, it } from 'vitest';
import { BlogPostInputSchema } from '../../common/schemas/blog';
import { CarInputSchema } from '../../common/schemas/car';
import {
  AppraisalInputSchema,
  ContactInputSchema,
  LeadInputSchema,
} from '../../common/schemas/requests';
import { carColumns } from '../services/car-service';
import { demoCars } from './demo-cars';
import { demoPosts } from './demo-posts';
import { demoAppraisals, demoContacts, demoLeads } from './demo-requests';
import {
  demoAppraisalInput,
  demoCarInput,
  demoContactInput,
  demoLeadInput,
  demoPostInput,
} from './inputs';
import { generateSyntheticCars } from './synthetic-cars';

describe('demo records as API inputs', () => {
  it('every demo car is a valid car input, unchanged by the schema, its money as stored', () => {
    for (const car of demoCars) {
      const input = demoCarInput(car, ['https://images.example.com/a.jpg']);
      expect(CarInputSchema.parse(input), car.vin).toEqual(input);
      const columns = carColumns(input);
      expect(columns.price).toBe(car.price);
      expect(columns.originalPrice).toBe(car.originalPrice);
      expect(columns.discountedPrice).toBe(car.discountedPrice);
    }
  });

  it('so is every synthetic car of a large batch', () => {
    for (const car of generateSyntheticCars(2_000, 7)) {
      const input = demoCarInput(car);
      expect(CarInputSchema.parse(input), car.vin).toEqual(input);
      expect(carColumns(input).price).toBe(car.price);
    }
  });

  it('every demo post is a valid post input, unchanged by the schema', () => {
    for (const post of demoPosts) {
      const input = demoPostInput(post, 'https://images.example.com/cover.jpg');
      expect(BlogPostInputSchema.parse(input), post.slug).toEqual(input);
    }
  });

  it('every demo request is a valid input of its form, unchanged by the schema', () => {
    for (const lead of demoLeads) {
      const input = demoLeadInput(lead, lead.carIndex === null ? null : 1);
      expect(LeadInputSchema.parse(input), lead.email).toEqual(input);
    }
    for (const contact of demoContacts) {
      const input = demoContactInput(contact);
      expect(ContactInputSchema.parse(input), contact.email).toEqual(input);
    }
    for (const appraisal of demoAppraisals) {
      const input = demoAppraisalInput(appraisal);
      expect(AppraisalInputSchema.parse(input), appraisal.contactEmail).toEqual(input);
      expect(input.askingPrice).toBe(
        appraisal.askingPrice === null ? null : Number(appraisal.askingPrice),
      );
    }
  });
});
