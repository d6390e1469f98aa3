import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CarInputSchema } from '../../common/schemas/car';
import { neutraliseCell, readCarCsv, restoreCell, rowValues } from './car-csv';

describe('formula-injection guard', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ["'=x", "''=x"],
    ["''-x", "'''-x"],
    ['plain', 'plain'],
    ["'quoted", "'quoted"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j and reads it back exactly', (text, cell) => {
    expect(neutraliseCell(text)).toBe(cell);
    expect(restoreCell(cell)).toBe(text);
  });
});

describe('readCarCsv', () => {
  it('maps header names in any case and order, skips blank rows and keeps the row numbers', () => {
    const file = readCarCsv(
      '\uFEFF Make ,YEAR,model,price,mileage\r\n' +
        'Honda,2020,Fit,9000,10\r\n' +
        ',,,,\r\n' +
        '\r\n' +
        "Toyota,2021,'=Yaris,9500,20\r\n",
    );
    expect(file.columns).toEqual(['make', 'year', 'model', 'price', 'mileage']);
    expect(file.rows).toEqual([
      {
        row: 1,
        cells: { make: 'Honda', year: '2020', model: 'Fit', price: '9000', mileage: '10' },
      },
      {
        row: 3,
        cells: { make: 'Toyota', year: '2021', model: '=Yaris', price: '9500', mileage: '20' },
      },
    ]);
  });

  it('names every missing required column', () => {
    expect(() => readCarCsv('stockNumber,price\r\nA,1\r\n')).toThrow(
      'Missing required columns year, make, model, mileage',
    );
  });
});

describe('rowValues', () => {
  const values = (cells: Record<string, string>) => rowValues({ row: 1, cells });

  it('turns cells into the values the API takes', () => {
    expect(
      values({
        year: '2020',
        price: '$18,995.50',
        mileage: '-5',
        make: 'mercedes-benz',
        transmission: 'CVT',
        fuelType: 'Electric',
        drivetrain: '4wd',
        status: 'Sold',
        featured: 'No',
        features: 'Heated seats|Sunroof',
        photos: ' https://a.example/1.jpg | https://a.example/2.jpg ',
        trim: '  LX ',
      }),
    ).toEqual({
      year: 2020,
      price: 18_995.5,
      mileage: -5,
      make: 'Mercedes-Benz',
      transmission: 'cvt',
      fuelType: 'electric',
      drivetrain: '4wd',
      status: 'sold',
      featured: false,
      features: ['Heated seats', 'Sunroof'],
      photos: ['https://a.example/1.jpg', 'https://a.example/2.jpg'],
      trim: '  LX ',
    });
  });

  it('makes a blank cell null (an empty list, not featured) and leaves bad cells for the schema', () => {
    expect(
      values({ trim: ' ', doors: '', features: '', photos: '', featured: '', stockNumber: '' }),
    ).toEqual({
      trim: null,
      doors: null,
      features: [],
      photos: [],
      featured: false,
      stockNumber: null,
    });
    const bad = values({ year: 'twenty', featured: 'maybe', make: 'Pontiac' });
    expect(bad).toEqual({ year: 'twenty', featured: 'maybe', make: 'Pontiac' });
    const { year, featured, make } = CarInputSchema.shape;
    const result = z.strictObject({ year, featured, make }).safeParse(bad);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Featured must be true or false',
      'Please select a make from the list',
      'Year must be a number',
    ]);
  });
});
