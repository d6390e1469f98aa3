import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestEvent } from '../../../common/schemas/requests';
import { renderForm, testFormRules, type FormUnderTest } from '../../../tests/support/form-rules';
import { fieldByLabel } from '../../../tests/support/render-route';
import { RequestNotes } from './request-notes';

const note = (id: number, text: string, createdAt: string, actor: string | null = 'staff') =>
  ({
    id,
    kind: 'note',
    fromStatus: null,
    toStatus: null,
    note: text,
    actor,
    createdAt,
  }) satisfies RequestEvent;

// docs/product.md#request-details
const notesForm: FormUnderTest = {
  element: <RequestNotes apiPath="/api/admin/leads/7/notes" notes={[]} />,
  path: '/admin/leads/7',
  submitLabel: 'Add note',
  missing: ['Write a note first'],
  rules: [
    { label: 'New note', value: '   ', message: 'Write a note first' },
    { label: 'New note', value: 'n'.repeat(2001), message: 'Must be at most 2000 characters' },
  ],
  required: ['New note'],
  optional: [],
};

describe('the notes of a request', () => {
  testFormRules(notesForm);

  it('says notes stay with staff, with the field', () => {
    renderForm(notesForm);
    const hint = screen.getByText('For staff only: never sent to the customer.');
    expect(fieldByLabel('New note').getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('lists the notes in the order given (newest first), as plain text, with who and when', () => {
    renderForm({
      ...notesForm,
      element: (
        <RequestNotes
          apiPath="/api/admin/leads/7/notes"
          notes={[
            note(2, 'Booked <b>Saturday</b>', '2026-11-24T17:05:00.000Z'),
            note(1, 'Called, no answer', '2026-11-23T09:00:00.000Z', null),
          ]}
        />
      ),
    });
    const items = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Booked <b>Saturday</b>staff · Nov 24, 2026, 17:05 UTC',
      'Called, no answerNov 23, 2026, 09:00 UTC',
    ]);
    expect(screen.queryByText('No notes yet.')).toBeNull();
  });

  it('says when there are none', () => {
    renderForm(notesForm);
    expect(screen.getByText('No notes yet.')).toBeTruthy();
  });
});
