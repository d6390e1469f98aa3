// The one source of truth for the dealership's identity (the old site had two phone numbers and
// two sets of opening hours: every page reads these instead).
export const SITE = {
  name: 'Forecourt Motors',
  shortName: 'Forecourt',
  tagline: 'Quality pre-owned vehicles in Richmond, BC',
  phone: { display: '(604) 555-0123', e164: '+16045550123' },
  email: 'sales@forecourtmotors.ca',
  address: {
    street: '8100 No. 3 Road',
    city: 'Richmond',
    region: 'BC',
    postalCode: 'V6Y 2C4',
    country: 'CA',
  },
  // The dealer's registration with the Vehicle Sales Authority of BC: every ad shows it
  // (docs/product.md#bc-advertising), so it sits in every page's footer and on every car page.
  dealerRegistration: '40123',
  // The dealership's code in the inventory feeds (docs/product.md#feeds): Google's store_code,
  // which ties a listing to this lot.
  storeCode: 'FC-RICHMOND',
  // Fees every buyer pays besides GST and PST. BC ads show the all-in price (the vehicle's price
  // plus these), never "plus fees" (docs/product.md#price-display).
  fees: [{ label: 'Documentation fee', amount: 499 }],
  // The dealership's calendar: "today" for a car's in-stock date and days in stock.
  timeZone: 'America/Vancouver',
  // Days use schema.org names so the same data feeds JSON-LD.
  hours: [
    {
      label: 'Monday - Friday',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '19:00',
      text: '9AM - 7PM',
    },
    { label: 'Saturday', days: ['Saturday'], opens: '09:00', closes: '18:00', text: '9AM - 6PM' },
    { label: 'Sunday', days: ['Sunday'], opens: '12:00', closes: '17:00', text: '12PM - 5PM' },
  ],
  // The reply promises of the contact page and the sell page, repeated in shoppers' confirmations.
  replyPromise: {
    message: 'We reply within 24 hours.',
    appraisal:
      "We'll review your vehicle information and contact you within 24 hours with an offer.",
  },
  // The terms of every advertised payment ("from $X/month" on cards) and the estimator's starting
  // values (docs/product.md#payment-estimate).
  financing: { apr: 6.99, termMonths: 72, downPayment: 0, tradeIn: 0 },
  foundedYear: 2015,
  // The site's first year (the old footer's fixed "© 2024"); the footer runs it to this year.
  copyrightSince: 2024,
  // Marketing figures (docs/product.md#dealership), shown on the About page, the home page and in JSON-LD.
  vehiclesSold: '500+',
  reviews: { rating: 4.9, best: 5, count: 127 },
} as const;

export function formatAddress(): string {
  const a = SITE.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}
