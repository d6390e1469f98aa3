import { describe, expect, it } from 'vitest';
import { disclosuresRefusal } from '../../../common/schemas/car';
import { ApiError } from '~/lib/api-client';
import { bulkFailureMessage } from './bulk-action-bar';

// docs/product.md#admin-inventory (bulk actions) and #disclosures: what the failure toast says.
const refused = (error: string) =>
  new ApiError(400, `400: ${error}`, { error, details: { ids: [error] } });

describe('bulkFailureMessage', () => {
  it('names the cars whose disclosures are unanswered, as the API does', () => {
    const message = disclosuresRefusal(['FC-000012', 'U2318']);
    expect(message).toBe(
      "Cars FC-000012, U2318 can't be available until their disclosures are answered",
    );
    expect(bulkFailureMessage('mark-available', refused(message))).toBe(message);
    expect(disclosuresRefusal(['U2318'])).toBe(
      "Car U2318 can't be available until its disclosures are answered",
    );
  });

  it('says chosen cars that no longer exist do not, and anything else to try again', () => {
    expect(bulkFailureMessage('mark-sold', refused('No car has the ids 4, 5'))).toBe(
      'Some of the chosen cars no longer exist. Reload the page and try again.',
    );
    expect(bulkFailureMessage('feature', new ApiError(500, '500: x', null))).toBe(
      'Failed to update the chosen cars. Please try again.',
    );
    expect(bulkFailureMessage('delete', new ApiError(500, '500: x', null))).toBe(
      'Failed to delete the chosen cars. Please try again.',
    );
  });
});
