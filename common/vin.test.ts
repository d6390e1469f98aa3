import { describe, expect, it } from 'vitest';
import { CAR_MAKES } from './constants';
import { decodeVin, isListedMake, modelYearCode, vinCheckDigit, withCheckDigit } from './vin';

// Every check digit below was computed (vinCheckDigit and the independent reference in
// server/seed/demo-data.test.ts), not copied: a VIN is only "valid" here if the sum says so.
const NOW = new Date('2026-06-01T12:00:00Z');
const decode = (vin: string) => decodeVin(vin, NOW);

describe('decodeVin on real VINs', () => {
  it('decodes the textbook Honda Accord: 2003, Honda, United States, check digit right', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(decode('1HGCM82633A004352')).toEqual({
      vin: '1HGCM82633A004352',
      valid: true,
      checkDigitOk: true,
      year: 2003,
      make: 'Honda',
      country: 'United States',
      problems: [],
    });
  });

  it('reads the model year with the 30-year cycle and position 7', () => {
    const cases: [string, number, string, string][] = [
      // position 7 a digit: 1980–2009
      ['1G1JC524617123456', 2001, 'Chevrolet', 'United States'],
      ['2HGFA16579H300001', 2009, 'Honda', 'Canada'],
      // position 7 a letter: 2010–2039
      ['2T1BU4EE9AC123456', 2010, 'Toyota', 'Canada'],
      ['5YJ3E1EA3RF123456', 2024, 'Tesla', 'United States'],
      ['KNDPUCAF7S7123456', 2025, 'Kia', 'South Korea'],
      ['2T1BURHE9JC014374', 2018, 'Toyota', 'Canada'],
    ];
    for (const [vin, year, make, country] of cases) {
      expect(vinCheckDigit(vin), vin).toBe(vin[8]);
      expect(decode(vin), vin).toMatchObject({
        valid: true,
        checkDigitOk: true,
        year,
        make,
        country,
        problems: [],
      });
    }
  });

  it('tells the Stellantis brands apart by position 5', () => {
    expect(decode('1C4RJFAG6FC123456')).toMatchObject({ make: 'Jeep', year: 2015 });
    expect(decode('1C6RR7LT6KS123456')).toMatchObject({ make: 'Ram', year: 2019 });
    expect(decode('3C4NJDBBXHT123456')).toMatchObject({ make: 'Jeep', country: 'Mexico' });
    expect(decode('2C4RC1BG6JR142908').make).toBe('Chrysler');
    expect(decode('2C3CDZFJ3MH580341').make).toBe('Dodge');
  });

  it('gives no make for a maker code two makes share, rather than a wrong one', () => {
    // JN1 is Nissan's and Infiniti's (this is an Infiniti Q50).
    expect(decode('JN1EV7AR2JM437105')).toMatchObject({
      valid: true,
      make: null,
      country: 'Japan',
      year: 2018,
    });
  });

  it('warns about a wrong check digit but keeps the VIN valid and decoded', () => {
    // The check digit of 2T1BURHE?JC014374 is 9, not 0.
    const result = decode('2T1BURHE0JC014374');
    expect(result).toMatchObject({
      valid: true,
      checkDigitOk: false,
      year: 2018,
      make: 'Toyota',
    });
    expect(result.problems).toEqual([
      'The check digit (position 9) is 0, but the other characters give 9: check for a typing mistake. Cars built for outside North America often have no check digit.',
    ]);
    expect(decode('1HGCM82643A004352').checkDigitOk).toBe(false);
  });

  it('decodes a European VIN without a check digit, with a warning', () => {
    const result = decode('WVWZZZ1JZXW000001');
    expect(result).toMatchObject({
      valid: true,
      checkDigitOk: false,
      make: 'Volkswagen',
      country: 'Germany',
      // 'Z' (a filler) in position 7 would mean 2029, after next year: the earlier cycle.
      year: 1999,
    });
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^The check digit \(position 9\) is Z, but/);
  });

  it('refuses I, O and Q, naming where they are', () => {
    const result = decode('1HGCM8263OA0O4352');
    expect(result).toMatchObject({ valid: false, checkDigitOk: false, year: null, make: null });
    expect(result.problems).toEqual([
      'VINs never use the letters I, O or Q (found O at position 10, O at position 13): an I is usually a 1, an O or a Q a 0.',
    ]);
    expect(decode('IHGCM82633A004352').problems[0]).toMatch(/found I at position 1/);
    expect(decode('1HGCM82633A00435Q').problems[0]).toMatch(/found Q at position 17/);
  });

  it('takes a chassis number of a Japanese import with a note, decoding nothing', () => {
    const result = decode('jzx100-0012345');
    expect(result).toEqual({
      vin: 'JZX100-0012345',
      valid: false,
      checkDigitOk: false,
      year: null,
      make: null,
      country: null,
      problems: [
        'A VIN has only letters and digits (found - at position 7).',
        'A VIN has 17 characters; this has 14.',
        'If this is the chassis number of a Japanese import (e.g. JZX100-0012345), it can be saved as it is, but it cannot be decoded.',
      ],
    });
  });

  it('says what is wrong with a VIN too long, empty, or with no year code', () => {
    expect(decode('1HGCM82633A0043521').problems).toEqual([
      'A VIN has 17 characters; this has 18.',
    ]);
    expect(decode('  ').problems).toEqual(['No VIN given.']);
    // U, Z and 0 are no model-year codes.
    const noYear = withCheckDigit('1HGCM8260UA004352');
    expect(decode(noYear)).toMatchObject({ valid: true, checkDigitOk: true, year: null });
    expect(decode(noYear).problems).toEqual(['Position 10 (U) is not a model-year code.']);
  });

  it('trims and upper-cases what it is given', () => {
    expect(decode(' 1hgcm82633a004352 ')).toMatchObject({
      vin: '1HGCM82633A004352',
      checkDigitOk: true,
    });
  });
});

describe('the maker table', () => {
  it('names every make of our list by at least one maker code', () => {
    const seen = new Set<string>();
    // A VIN for each maker code letter pair is too many; the demo and synthetic VINs cover the
    // list in server/seed/demo-data.test.ts. Here: one known code per make.
    const codes: Record<(typeof CAR_MAKES)[number], string> = {
      Acura: '19U',
      Audi: 'WAU',
      BMW: 'WBA',
      Buick: '1G4',
      Cadillac: '1G6',
      Chevrolet: '1G1',
      Chrysler: '2A4',
      Dodge: '2B3',
      Ford: '1FA',
      GMC: '1GT',
      Honda: '1HG',
      Hyundai: 'KMH',
      Infiniti: 'JNK',
      Jeep: '1J4',
      Kia: 'KNA',
      Lexus: 'JTH',
      Lincoln: '1LN',
      Mazda: 'JM1',
      'Mercedes-Benz': 'WDD',
      Mitsubishi: 'JA3',
      Nissan: '1N4',
      Ram: '1C6',
      Subaru: 'JF1',
      Tesla: '5YJ',
      Toyota: 'JTD',
      Volkswagen: 'WVW',
      Volvo: 'YV1',
    };
    for (const make of CAR_MAKES) {
      // Position 5 'R' for the shared Stellantis code of Ram.
      const vin = withCheckDigit(`${codes[make]}BR000XJ1123456`.slice(0, 17));
      const decoded = decode(vin);
      expect(decoded.make, `${make} ${vin}`).toBe(make);
      expect(isListedMake(decoded.make)).toBe(true);
      seen.add(decoded.make!);
    }
    expect(seen.size).toBe(CAR_MAKES.length);
  });

  it('names makes sold in Canada that are not on our list, without pre-filling them', () => {
    const porsche = decode(withCheckDigit('WP0AB2A90LS000001'));
    expect(porsche).toMatchObject({ make: 'Porsche', country: 'Germany' });
    expect(isListedMake(porsche.make)).toBe(false);
    expect(decode(withCheckDigit('KMUHC0AE0PU000001')).make).toBe('Genesis');
  });

  it('knows the countries by the first characters', () => {
    const country = (wmi: string) => decode(withCheckDigit(`${wmi}AA000XJ1123456`.slice(0, 17)));
    expect(country('2HG').country).toBe('Canada');
    expect(country('3VW').country).toBe('Mexico');
    expect(country('SAL').country).toBe('United Kingdom');
    expect(country('ZAR').country).toBe('Italy');
    expect(country('VF1').country).toBe('France');
    expect(country('VSS').country).toBe('Spain');
    expect(country('YV1').country).toBe('Sweden');
    expect(country('LRW').country).toBe('China');
    expect(country('7SA').country).toBe('United States');
    expect(country('U5Y').country).toBe('Slovakia');
    expect(country('9BW').country).toBe('Brazil');
  });
});

describe('the VIN helpers the seed uses', () => {
  it('compute check digits and model-year codes', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(withCheckDigit('1HGCM82603A004352')).toBe('1HGCM82633A004352');
    expect(modelYearCode(2001)).toBe('1');
    expect(modelYearCode(2009)).toBe('9');
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(2024)).toBe('R');
    expect(modelYearCode(2025)).toBe('S');
    expect(() => vinCheckDigit('1HGCM82633A00435')).toThrow(/17 characters/);
    expect(() => vinCheckDigit('1HGCM82633A00435O')).toThrow(/Invalid VIN character: O/);
  });
});
