import { describe, expect, it } from 'vitest';
import { disclosureStatements } from './disclosures';

describe("a car's disclosures in plain words", () => {
  it('say each answer, with the damage amount and the origin when known', () => {
    const texts = disclosureStatements({
      priorTaxiPoliceRacing: 'no',
      priorLeaseRental: 'unknown',
      damageOver2000: 'yes',
      damageAmount: 3250,
      fromOutsideBc: 'yes',
      importedFrom: 'Alberta',
    }).map((statement) => statement.text);
    expect(texts).toEqual([
      'Not used as a taxi, police or emergency vehicle, or for racing',
      'Unknown whether previously leased or used as a daily rental',
      'Has had damage costing more than $2,000 to repair ($3,250)',
      'Brought into BC from Alberta',
    ]);
  });

  it('say an unanswered one is not disclosed yet, and a yes without details plainly', () => {
    const statements = disclosureStatements({
      priorTaxiPoliceRacing: 'yes',
      priorLeaseRental: null,
      damageOver2000: 'yes',
      damageAmount: null,
      fromOutsideBc: 'yes',
      importedFrom: null,
    });
    expect(statements.map((statement) => statement.text)).toEqual([
      'Previously used as a taxi, police or emergency vehicle, or for racing',
      'Not yet disclosed: ask us',
      'Has had damage costing more than $2,000 to repair',
      'Brought into BC from elsewhere',
    ]);
    expect(statements[1]).toMatchObject({ field: 'priorLeaseRental', answer: null });
  });
});
