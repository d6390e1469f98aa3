// Filling the site's forms the way a visitor does: by the labels they read.
import type { Locator, Page } from '@playwright/test';
import { DISCLOSURES, type DisclosureAnswer } from '../../../common/constants';

/** Fills fields by their labels: text is typed, a <select> gets the option. */
export async function fillByLabel(scope: Page | Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const control = scope.getByLabel(label);
    if ((await control.evaluate((node) => node.tagName)) === 'SELECT') {
      await control.selectOption(value);
    } else {
      await control.fill(value);
    }
  }
}

/**
 * Answers the four disclosures of the vehicle form (docs/product.md#disclosures), as staff must
 * before a car can be available.
 */
export async function answerDisclosures(scope: Page | Locator, answer: DisclosureAnswer = 'no') {
  for (const { question } of DISCLOSURES) {
    await scope.getByLabel(question).selectOption(answer);
  }
}
