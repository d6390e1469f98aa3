// The vehicles' lists shoppers search and filter by (docs/product.md#constants, #facets): makes,
// body types, fuel, transmission, drivetrain and colour families with their labels. Apart from
// constants.ts (which re-exports them), so the search pages load these and none of the rest.

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

export const BODY_TYPES = [
  'sedan',
  'coupe',
  'hatchback',
  'wagon',
  'suv',
  'pickup',
  'minivan',
  'van',
  'convertible',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];
export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  sedan: 'Sedan',
  coupe: 'Coupe',
  hatchback: 'Hatchback',
  wagon: 'Wagon',
  suv: 'SUV',
  pickup: 'Pickup',
  minivan: 'Minivan',
  van: 'Van',
  convertible: 'Convertible',
};

export const DRIVETRAINS = ['fwd', 'rwd', 'awd', '4wd'] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];
export const DRIVETRAIN_LABELS: Record<Drivetrain, string> = {
  fwd: 'FWD',
  rwd: 'RWD',
  awd: 'AWD',
  '4wd': '4WD',
};

/**
 * The colour families shoppers filter by (docs/product.md#facets): a paint name such as
 * "Soul Red Crystal" falls in one, by the SQL function colour_family (drizzle/0008).
 */
export const COLOUR_FAMILIES = [
  'black',
  'white',
  'silver',
  'grey',
  'blue',
  'red',
  'green',
  'brown',
  'beige',
  'orange',
  'yellow',
  'purple',
  'other',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];
export const COLOUR_FAMILY_LABELS: Record<ColourFamily, string> = {
  black: 'Black',
  white: 'White',
  silver: 'Silver',
  grey: 'Grey',
  blue: 'Blue',
  red: 'Red',
  green: 'Green',
  brown: 'Brown',
  beige: 'Beige',
  orange: 'Orange',
  yellow: 'Yellow',
  purple: 'Purple',
  other: 'Other',
};

/** Year filter: 'older' means the years before this one (2015 and earlier). */
export const OLDEST_LISTED_YEAR = 2016;
