// Demo customer requests: vehicle leads, contact messages and trade-in appraisals.
// Names are fictional; emails use example.com / example.ca and phones the 604-555-01xx range.

import type {
  AppraisalCondition,
  CarMake,
  ContactInterest,
  RequestStatus,
} from '../../common/constants';

export interface DemoLead {
  /** Index into demoCars, or null for a lead not tied to a car. */
  carIndex: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  interest: string;
  message: string | null;
  status: RequestStatus;
  hoursAgo: number;
}

export interface DemoContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  interest: ContactInterest;
  message: string | null;
  status: RequestStatus;
  hoursAgo: number;
}

export interface DemoAppraisal {
  make: CarMake;
  model: string;
  year: number;
  mileage: number;
  condition: AppraisalCondition;
  askingPrice: string | null;
  description: string | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  status: RequestStatus;
  hoursAgo: number;
}

export const demoLeads: DemoLead[] = [
  {
    carIndex: 0, // 2021 Toyota RAV4 XLE AWD
    firstName: 'Priya',
    lastName: 'Sandhu',
    email: 'priya.sandhu@example.ca',
    phone: '604-555-0142',
    interest: 'Schedule Test Drive',
    message:
      'Hi, could I test drive the RAV4 this Saturday morning? I would also like to see the winter tires that come with it.',
    status: 'new',
    hoursAgo: 3,
  },
  {
    carIndex: 7, // 2023 Hyundai Ioniq 5
    firstName: 'Kevin',
    lastName: 'Tran',
    email: 'kevin.tran@example.com',
    phone: '604-555-0178',
    interest: 'Schedule Test Drive',
    message:
      'Interested in the Ioniq 5. Is the battery health report available? Weekday evenings after 6 work best for me.',
    status: 'new',
    hoursAgo: 9,
  },
  {
    carIndex: 8, // 2016 Toyota Tacoma TRD Off-Road
    firstName: 'Émilie',
    lastName: 'Tremblay',
    email: 'emilie.tremblay@example.ca',
    phone: null,
    interest: 'Schedule Test Drive',
    message: 'Is the manual Tacoma still available? I can come by Thursday afternoon.',
    status: 'new',
    hoursAgo: 20,
  },
  {
    carIndex: 30, // 2021 GMC Sierra 2500HD Denali
    firstName: 'Jordan',
    lastName: 'MacDonald',
    email: 'jordan.macdonald@example.com',
    phone: '604-555-0119',
    interest: 'Financing Information',
    message:
      'What would monthly payments look like on the Sierra with $15,000 down over 60 months? I have a 2014 F-250 to trade.',
    status: 'new',
    hoursAgo: 30,
  },
  {
    carIndex: 4, // 2020 Subaru Outback Touring
    firstName: 'Harjit',
    lastName: 'Gill',
    email: 'harjit.gill@example.ca',
    phone: '604-555-0163',
    interest: 'Schedule Test Drive',
    message: null,
    status: 'contacted',
    hoursAgo: 52,
  },
  {
    carIndex: null,
    firstName: 'Wei',
    lastName: 'Chen',
    email: 'wei.chen@example.com',
    phone: '604-555-0107',
    interest: 'General Inquiry',
    message:
      'Do you expect any three-row hybrid SUVs in the next month? Looking for something like a Highlander Hybrid under $40,000.',
    status: 'closed',
    hoursAgo: 140,
  },
];

export const demoContacts: DemoContact[] = [
  {
    firstName: 'Sarah',
    lastName: 'Thompson',
    email: 'sarah.thompson@example.com',
    phone: '604-555-0125',
    interest: 'Trade-In Evaluation',
    message:
      'I would like to trade in my 2016 Honda Civic with about 140,000 km. Can I bring it in this week for a quote?',
    status: 'new',
    hoursAgo: 5,
  },
  {
    firstName: 'Daniel',
    lastName: 'Nguyen',
    email: 'daniel.nguyen@example.ca',
    phone: null,
    interest: 'Financing Information',
    message:
      'I am new to Canada and have no Canadian credit history yet. Do you work with lenders who can help?',
    status: 'new',
    hoursAgo: 14,
  },
  {
    firstName: 'Mei',
    lastName: 'Wong',
    email: 'mei.wong@example.com',
    phone: '604-555-0151',
    interest: 'General Inquiry',
    message: 'Are you open on Sundays, and is there customer parking at the No. 3 Road lot?',
    status: 'contacted',
    hoursAgo: 38,
  },
  {
    firstName: 'Liam',
    lastName: 'Campbell',
    email: 'liam.campbell@example.ca',
    phone: '604-555-0188',
    interest: 'Service Department',
    message:
      'The car I bought from you in March has a tire pressure light that keeps coming back on. Could someone take a look?',
    status: 'contacted',
    hoursAgo: 75,
  },
  {
    firstName: 'Aisha',
    lastName: 'Rahman',
    email: 'aisha.rahman@example.com',
    phone: '604-555-0134',
    interest: 'Schedule Test Drive',
    message: null,
    status: 'closed',
    hoursAgo: 160,
  },
];

export const demoAppraisals: DemoAppraisal[] = [
  {
    make: 'Honda',
    model: 'Civic',
    year: 2016,
    mileage: 141000,
    condition: 'good',
    askingPrice: '11500.00',
    description:
      'EX trim, one owner. Small dent on the rear bumper, new brakes last year, winter tires included.',
    contactName: 'Sarah Thompson',
    contactPhone: '604-555-0125',
    contactEmail: 'sarah.thompson@example.com',
    status: 'new',
    hoursAgo: 6,
  },
  {
    make: 'Ford',
    model: 'F-250',
    year: 2014,
    mileage: 198000,
    condition: 'fair',
    askingPrice: null,
    description:
      'Super Duty XLT with the 6.2L gas V8. Used for work, some wear on the interior and a cracked windshield.',
    contactName: 'Jordan MacDonald',
    contactPhone: '604-555-0119',
    contactEmail: 'jordan.macdonald@example.com',
    status: 'new',
    hoursAgo: 29,
  },
  {
    make: 'Lexus',
    model: 'NX 300',
    year: 2019,
    mileage: 64000,
    condition: 'excellent',
    askingPrice: '31000.00',
    description: 'Luxury package, garage kept, all services done at Lexus. No accidents.',
    contactName: 'Grace Lee',
    contactPhone: '604-555-0196',
    contactEmail: 'grace.lee@example.ca',
    status: 'contacted',
    hoursAgo: 60,
  },
  {
    make: 'Nissan',
    model: 'Versa Note',
    year: 2012,
    mileage: 212000,
    condition: 'poor',
    askingPrice: '1500.00',
    description: 'Runs, but the check engine light is on and the A/C does not work.',
    contactName: 'Mark Fraser',
    contactPhone: '604-555-0111',
    contactEmail: 'mark.fraser@example.com',
    status: 'closed',
    hoursAgo: 200,
  },
];
