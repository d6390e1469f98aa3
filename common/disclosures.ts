// A used car's disclosures in plain words (docs/product.md#disclosures), for the car page, the
// compare page and anywhere else a shopper reads them.
import { DISCLOSURES, type DisclosureAnswer, type DisclosureField } from './constants';
import { formatPrice } from './format';

export type DisclosedCar = Record<DisclosureField, DisclosureAnswer | null> & {
  damageAmount: number | null;
  importedFrom: string | null;
};

export interface DisclosureStatement {
  field: DisclosureField;
  answer: DisclosureAnswer | null;
  text: string;
}

/** One sentence per disclosure, in the form's order; an unanswered one says so. */
export function disclosureStatements(car: DisclosedCar): DisclosureStatement[] {
  return DISCLOSURES.map(({ field, shown }) => {
    const answer = car[field];
    if (answer === null) return { field, answer, text: 'Not yet disclosed: ask us' };
    let text: string = shown[answer];
    if (field === 'damageOver2000' && answer === 'yes' && car.damageAmount !== null) {
      text += ` (${formatPrice(car.damageAmount)})`;
    }
    if (field === 'fromOutsideBc' && answer === 'yes' && car.importedFrom) {
      text = `Brought into BC from ${car.importedFrom}`;
    }
    return { field, answer, text };
  });
}
