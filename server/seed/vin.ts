// North American VIN helpers (49 CFR 565): check digit (position 9) and model-year code (position 10).

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

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The 30-year cycle of model-year characters; 'A' is 1980 and 2010, '1' is 2001 and 2031. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

function charValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  const v = TRANSLITERATION[ch];
  if (v === undefined) throw new Error(`Invalid VIN character: ${ch}`);
  return v;
}

/**
 * The check digit ('0'–'9' or 'X') for a 17-character VIN; position 9 of the input is ignored.
 * Throws on a wrong length or a character VINs never use (I, O, Q).
 */
export function vinCheckDigit(vin: string): string {
  const v = vin.toUpperCase();
  if (v.length !== 17) throw new Error(`A VIN has 17 characters, got ${v.length}`);
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    if (i === 8) continue;
    sum += charValue(v[i] as string) * (WEIGHTS[i] as number);
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
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
