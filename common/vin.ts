// VIN checks and decoding, offline (docs/product.md#vin-decode). Isomorphic: the vehicle form
// decodes as staff type, GET /api/admin/vin/:vin answers the same, the seed makes valid VINs.
// The rules are those of 49 CFR Part 565 (check digit, model year) and ISO 3780 (maker codes).
import { CAR_MAKES, type CarMake } from './constants';

/** Letter values of the check-digit sum (49 CFR 565.15). I, O and Q never appear in a VIN. */
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** Weight of each position in the check-digit sum; position 9 (the check digit) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The 30-year cycle of model-year codes (position 10): 'A' is 1980 and 2010, '1' is 2001 and 2031. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export const VIN_LENGTH = 17;
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

function charValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  const value = TRANSLITERATION[ch];
  if (value === undefined) throw new Error(`Invalid VIN character: ${ch}`);
  return value;
}

/**
 * The check digit ('0'–'9' or 'X') of a 17-character VIN; position 9 of the input is ignored.
 * Throws on a wrong length or a character VINs never use (I, O, Q).
 */
export function vinCheckDigit(vin: string): string {
  const v = vin.toUpperCase();
  if (v.length !== VIN_LENGTH) throw new Error(`A VIN has 17 characters, got ${v.length}`);
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    if (i === 8) continue;
    sum += charValue(v[i] as string) * (WEIGHTS[i] as number);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** True when the VIN has 17 legal characters and a correct check digit. */
export function isValidVin(vin: string): boolean {
  const v = vin.toUpperCase();
  if (!VIN_SHAPE.test(v)) return false;
  return vinCheckDigit(v) === v[8];
}

/** The model-year character (position 10) for a year from 1980 on. */
export function modelYearCode(year: number): string {
  if (!Number.isInteger(year) || year < 1980) throw new Error(`Unsupported model year: ${year}`);
  return YEAR_CODES[(year - 1980) % 30] as string;
}

/** Fills in the check digit of a 17-character VIN whose position 9 is a placeholder. */
export function withCheckDigit(vin: string): string {
  const v = vin.toUpperCase();
  return v.slice(0, 8) + vinCheckDigit(v) + v.slice(9);
}

/**
 * The model year of a well-formed VIN, or null when position 10 is no year code. For cars and
 * light trucks a letter in position 7 means the 2010–2039 cycle, a digit 1980–2009. A year past
 * next year cannot be right (VINs made for Europe often have a filler letter in position 7): the
 * earlier cycle is taken then.
 */
export function modelYearOf(vin: string, now: Date = new Date()): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  const position7 = vin[6] ?? '';
  let year = (/[A-Z]/.test(position7) ? 2010 : 1980) + index;
  // The latest model year a car can have: next year (as the vehicle schema says).
  if (year > now.getFullYear() + 1) year -= 30;
  return year;
}

// ---- Makers (World Manufacturer Identifier, positions 1–3) ------------------------------------

/**
 * Makes not on our make list that are sold in Canada: a decoded VIN names them, the vehicle form
 * cannot pre-fill them.
 */
type OtherMake =
  | 'Alfa Romeo'
  | 'Fiat'
  | 'Genesis'
  | 'Jaguar'
  | 'Land Rover'
  | 'Lucid'
  | 'Maserati'
  | 'Mini'
  | 'Polestar'
  | 'Porsche'
  | 'Rivian';

/**
 * Stellantis shares its maker codes between brands; from 2011 position 5 names the brand
 * (1C4RJF… Jeep Grand Cherokee, 1C4RDJ… Dodge Durango, 2C4RC1… Chrysler Pacifica).
 */
const STELLANTIS_BRANDS: Record<string, CarMake> = {
  C: 'Chrysler',
  D: 'Dodge',
  J: 'Jeep',
  R: 'Ram',
};
const STELLANTIS = 'stellantis';

/**
 * Maker codes of the makes sold in Canada. A code one maker shares between makes (Nissan and
 * Infiniti use JN1, JN8 and 5N1) is left out: its VINs decode with no make rather than a wrong one.
 */
const WMI_MAKES: Record<string, CarMake | OtherMake | typeof STELLANTIS> = {
  // Acura
  '19U': 'Acura',
  '2HN': 'Acura',
  '5J8': 'Acura',
  JH4: 'Acura',
  // Audi
  TRU: 'Audi',
  WA1: 'Audi',
  WAU: 'Audi',
  WUA: 'Audi',
  // BMW
  '4US': 'BMW',
  '5UX': 'BMW',
  '5YM': 'BMW',
  WBA: 'BMW',
  WBS: 'BMW',
  WBX: 'BMW',
  WBY: 'BMW',
  // Buick
  '1G4': 'Buick',
  '2G4': 'Buick',
  '5GA': 'Buick',
  KL4: 'Buick',
  // Cadillac
  '1G6': 'Cadillac',
  '1GY': 'Cadillac',
  // Chevrolet
  '1G1': 'Chevrolet',
  '1GB': 'Chevrolet',
  '1GC': 'Chevrolet',
  '1GN': 'Chevrolet',
  '2G1': 'Chevrolet',
  '2GN': 'Chevrolet',
  '3G1': 'Chevrolet',
  '3GC': 'Chevrolet',
  '3GN': 'Chevrolet',
  KL7: 'Chevrolet',
  KL8: 'Chevrolet',
  // Chrysler, Dodge, Jeep and Ram (Stellantis): own codes, and the shared ones
  '1B3': 'Dodge',
  '1D7': 'Dodge',
  '2A4': 'Chrysler',
  '2A8': 'Chrysler',
  '2B3': 'Dodge',
  '2D4': 'Dodge',
  '3D7': 'Dodge',
  '1J4': 'Jeep',
  '1J8': 'Jeep',
  '1C3': STELLANTIS,
  '1C4': STELLANTIS,
  '1C6': STELLANTIS,
  '2C3': STELLANTIS,
  '2C4': STELLANTIS,
  '3C4': STELLANTIS,
  '3C6': STELLANTIS,
  '3C7': STELLANTIS,
  ZAC: STELLANTIS,
  // Ford and Lincoln
  '1FA': 'Ford',
  '1FD': 'Ford',
  '1FM': 'Ford',
  '1FT': 'Ford',
  '1ZV': 'Ford',
  '2FA': 'Ford',
  '2FM': 'Ford',
  '2FT': 'Ford',
  '3FA': 'Ford',
  '3FM': 'Ford',
  '3FT': 'Ford',
  NM0: 'Ford',
  WF0: 'Ford',
  '1LN': 'Lincoln',
  '2LM': 'Lincoln',
  '3LN': 'Lincoln',
  '5LM': 'Lincoln',
  // GMC
  '1GD': 'GMC',
  '1GK': 'GMC',
  '1GT': 'GMC',
  '2GK': 'GMC',
  '2GT': 'GMC',
  '3GK': 'GMC',
  '3GT': 'GMC',
  // Honda
  '19X': 'Honda',
  '1HG': 'Honda',
  '2HG': 'Honda',
  '2HK': 'Honda',
  '3CZ': 'Honda',
  '5FN': 'Honda',
  '5FP': 'Honda',
  '5J6': 'Honda',
  '7FA': 'Honda',
  JHL: 'Honda',
  JHM: 'Honda',
  SHH: 'Honda',
  SHS: 'Honda',
  // Hyundai and Genesis
  '5NM': 'Hyundai',
  '5NP': 'Hyundai',
  '5NT': 'Hyundai',
  KM8: 'Hyundai',
  KMH: 'Hyundai',
  TMA: 'Hyundai',
  KMT: 'Genesis',
  KMU: 'Genesis',
  // Infiniti
  '3PC': 'Infiniti',
  JNK: 'Infiniti',
  JNR: 'Infiniti',
  // Kia
  '3KP': 'Kia',
  '5XX': 'Kia',
  '5XY': 'Kia',
  KNA: 'Kia',
  KND: 'Kia',
  U5Y: 'Kia',
  // Lexus
  '2T2': 'Lexus',
  '58A': 'Lexus',
  JTH: 'Lexus',
  JTJ: 'Lexus',
  // Mazda
  '1YV': 'Mazda',
  '3MV': 'Mazda',
  '3MZ': 'Mazda',
  '7MM': 'Mazda',
  JM1: 'Mazda',
  JM3: 'Mazda',
  JMZ: 'Mazda',
  // Mercedes-Benz
  '4JG': 'Mercedes-Benz',
  '55S': 'Mercedes-Benz',
  W1K: 'Mercedes-Benz',
  W1N: 'Mercedes-Benz',
  W1V: 'Mercedes-Benz',
  W1W: 'Mercedes-Benz',
  W1Y: 'Mercedes-Benz',
  WD3: 'Mercedes-Benz',
  WD4: 'Mercedes-Benz',
  WDB: 'Mercedes-Benz',
  WDC: 'Mercedes-Benz',
  WDD: 'Mercedes-Benz',
  WDF: 'Mercedes-Benz',
  // Mitsubishi
  '4A3': 'Mitsubishi',
  '4A4': 'Mitsubishi',
  JA3: 'Mitsubishi',
  JA4: 'Mitsubishi',
  JMB: 'Mitsubishi',
  ML3: 'Mitsubishi',
  // Nissan (JN1, JN8 and 5N1 are shared with Infiniti)
  '1N4': 'Nissan',
  '1N6': 'Nissan',
  '3N1': 'Nissan',
  '3N6': 'Nissan',
  '3N8': 'Nissan',
  SJN: 'Nissan',
  // Subaru
  '4S3': 'Subaru',
  '4S4': 'Subaru',
  JF1: 'Subaru',
  JF2: 'Subaru',
  // Tesla
  '5YJ': 'Tesla',
  '7G2': 'Tesla',
  '7SA': 'Tesla',
  LRW: 'Tesla',
  XP7: 'Tesla',
  // Toyota
  '2T1': 'Toyota',
  '2T3': 'Toyota',
  '3TM': 'Toyota',
  '3TY': 'Toyota',
  '4T1': 'Toyota',
  '4T3': 'Toyota',
  '4T4': 'Toyota',
  '5TB': 'Toyota',
  '5TD': 'Toyota',
  '5TF': 'Toyota',
  '5YF': 'Toyota',
  '7MU': 'Toyota',
  JT2: 'Toyota',
  JT3: 'Toyota',
  JT4: 'Toyota',
  JTD: 'Toyota',
  JTE: 'Toyota',
  JTK: 'Toyota',
  JTM: 'Toyota',
  JTN: 'Toyota',
  // Volkswagen
  '1V2': 'Volkswagen',
  '1VW': 'Volkswagen',
  '3VV': 'Volkswagen',
  '3VW': 'Volkswagen',
  '9BW': 'Volkswagen',
  WV1: 'Volkswagen',
  WV2: 'Volkswagen',
  WVG: 'Volkswagen',
  WVW: 'Volkswagen',
  // Volvo and Polestar
  '7JR': 'Volvo',
  LYV: 'Volvo',
  YV1: 'Volvo',
  YV4: 'Volvo',
  LPS: 'Polestar',
  // Others sold in Canada
  ZAR: 'Alfa Romeo',
  ZFA: 'Fiat',
  ZFB: 'Fiat',
  '3FC': 'Fiat',
  SAJ: 'Jaguar',
  SAL: 'Land Rover',
  '7G1': 'Lucid',
  ZAM: 'Maserati',
  WMW: 'Mini',
  WMZ: 'Mini',
  WP0: 'Porsche',
  WP1: 'Porsche',
  '7FC': 'Rivian',
  '7PD': 'Rivian',
};

/** The make of a VIN's maker code, or null when the code is unknown or shared. */
function makeOf(vin: string): string | null {
  const make = WMI_MAKES[vin.slice(0, 3)];
  if (make === undefined) return null;
  if (make === STELLANTIS) return STELLANTIS_BRANDS[vin[4] ?? ''] ?? null;
  return make;
}

/**
 * Countries by the first two characters (ISO 3780 ranges, in the order A–Z then 1–9, 0). Each
 * entry: first character, the range of second characters, country.
 */
const ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';
const COUNTRY_RANGES: [string, string, string, string][] = [
  ['A', 'A', 'H', 'South Africa'],
  ['J', 'A', '0', 'Japan'],
  ['K', 'L', 'R', 'South Korea'],
  ['L', 'A', '0', 'China'],
  ['M', 'A', 'E', 'India'],
  ['M', 'F', 'K', 'Indonesia'],
  ['M', 'L', 'R', 'Thailand'],
  ['N', 'L', 'R', 'Turkey'],
  ['S', 'A', 'M', 'United Kingdom'],
  ['S', 'N', 'T', 'Germany'],
  ['S', 'U', 'Z', 'Poland'],
  ['T', 'A', 'H', 'Switzerland'],
  ['T', 'J', 'P', 'Czech Republic'],
  ['T', 'R', 'V', 'Hungary'],
  ['U', 'U', '4', 'Romania'],
  ['U', '5', '7', 'Slovakia'],
  ['V', 'A', 'E', 'Austria'],
  ['V', 'F', 'R', 'France'],
  ['V', 'S', 'W', 'Spain'],
  ['W', 'A', '0', 'Germany'],
  ['X', 'L', 'R', 'Netherlands'],
  ['Y', 'A', 'E', 'Belgium'],
  ['Y', 'F', 'K', 'Finland'],
  ['Y', 'S', 'W', 'Sweden'],
  ['Y', 'X', '2', 'Norway'],
  ['Z', 'A', 'R', 'Italy'],
  ['1', 'A', '0', 'United States'],
  ['2', 'A', '0', 'Canada'],
  ['3', 'A', 'W', 'Mexico'],
  ['4', 'A', '0', 'United States'],
  ['5', 'A', '0', 'United States'],
  ['6', 'A', 'W', 'Australia'],
  ['7', 'A', 'E', 'New Zealand'],
  ['7', 'F', '0', 'United States'],
  ['8', 'A', 'E', 'Argentina'],
  ['9', 'A', 'E', 'Brazil'],
  ['9', '3', '9', 'Brazil'],
];

/** The country where the car was built, from the maker code's first two characters. */
function countryOf(vin: string): string | null {
  const [first, second] = [vin[0] ?? '', ORDER.indexOf(vin[1] ?? '')];
  for (const [char, from, to, country] of COUNTRY_RANGES) {
    if (char === first && second >= ORDER.indexOf(from) && second <= ORDER.indexOf(to)) {
      return country;
    }
  }
  return null;
}

// ---- Decoding ----------------------------------------------------------------------------------

export interface VinDecoding {
  /** What was decoded: trimmed and upper-cased. */
  vin: string;
  /** 17 letters and digits without I, O or Q. The check digit is reported apart. */
  valid: boolean;
  /** Position 9 is the check digit 49 CFR 565 gives for the other 16. */
  checkDigitOk: boolean;
  year: number | null;
  /** The make, one of the make list where it is on it; null when the maker code does not tell. */
  make: string | null;
  /** Where the car was built. */
  country: string | null;
  /** What is wrong or doubtful, in words for staff. Empty for a valid VIN with its check digit. */
  problems: string[];
}

const CHASSIS_NUMBER_NOTE =
  'If this is the chassis number of a Japanese import (e.g. JZX100-0012345), it can be saved as it is, but it cannot be decoded.';

/** Positions (1-based) of the characters of `vin` that match `pattern`, e.g. "I at 4, O at 9". */
function listChars(vin: string, pattern: RegExp): string {
  return [...vin]
    .flatMap((ch, index) => (pattern.test(ch) ? [`${ch} at position ${index + 1}`] : []))
    .join(', ');
}

/**
 * Checks and decodes a VIN offline: shape, check digit, model year, make and country. A wrong
 * check digit is a warning (valid stays true): VINs of cars built for outside North America
 * often have none, and a chassis number of a Japanese import is allowed where a VIN goes.
 */
export function decodeVin(input: string, now: Date = new Date()): VinDecoding {
  const vin = input.trim().toUpperCase();
  const problems: string[] = [];
  const result: VinDecoding = {
    vin,
    valid: false,
    checkDigitOk: false,
    year: null,
    make: null,
    country: null,
    problems,
  };
  if (vin === '') {
    problems.push('No VIN given.');
    return result;
  }
  if (/[IOQ]/.test(vin)) {
    problems.push(
      `VINs never use the letters I, O or Q (found ${listChars(vin, /[IOQ]/)}): an I is usually a 1, an O or a Q a 0.`,
    );
  }
  if (/[^A-Z0-9]/.test(vin)) {
    problems.push(`A VIN has only letters and digits (found ${listChars(vin, /[^A-Z0-9]/)}).`);
  }
  if (vin.length !== VIN_LENGTH) {
    problems.push(`A VIN has 17 characters; this has ${vin.length}.`);
    if (vin.length < VIN_LENGTH) problems.push(CHASSIS_NUMBER_NOTE);
  }
  if (problems.length > 0) return result;

  result.valid = true;
  result.make = makeOf(vin);
  result.country = countryOf(vin);
  result.year = modelYearOf(vin, now);
  const expected = vinCheckDigit(vin);
  result.checkDigitOk = expected === vin[8];
  if (!result.checkDigitOk) {
    problems.push(
      `The check digit (position 9) is ${vin[8]}, but the other characters give ${expected}: check for a typing mistake. ` +
        'Cars built for outside North America often have no check digit.',
    );
  }
  if (result.year === null) {
    problems.push(`Position 10 (${vin[9]}) is not a model-year code.`);
  }
  return result;
}

/** True when the decoded make is one of our make list (the form can pre-fill it). */
export const isListedMake = (make: string | null): make is CarMake =>
  make !== null && (CAR_MAKES as readonly string[]).includes(make);
