import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DISCLOSURES, type DisclosureField } from '../../../common/constants';
import { DISCLOSURE_REQUIRED } from '../../../common/schemas/car';
import { buildCarRecord } from '../../../tests/factories';
import { renderForm, type FormUnderTest } from '../../../tests/support/form-rules';
import { fieldByLabel } from '../../../tests/support/render-route';
import { CarForm } from './car-form';

// docs/product.md#disclosures: the vehicle form's Disclosures section. A car saved as available
// must have each of the four answered (Unknown is an answer); the form names the ones missing,
// under each, before anything is sent. Pending and sold cars may leave them open.
const question = (field: DisclosureField) => DISCLOSURES.find((d) => d.field === field)!.question;
const select = (field: DisclosureField) => fieldByLabel(question(field)) as HTMLSelectElement;

const newCar: FormUnderTest = {
  element: <CarForm />,
  path: '/admin/cars/new',
  submitLabel: 'Create Vehicle',
  missing: [],
  rules: [],
  required: [],
  optional: [],
};

const fetchSpy = vi.spyOn(globalThis, 'fetch');
afterEach(() => fetchSpy.mockClear());
// The form's photo widget (Uppy) checks the network status 3 s after it starts, on a timer its
// destroy() leaves running: let the last one fire before the simulated DOM is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 3100)));

/** A new car that is valid but for its disclosures: make and model chosen. */
async function fillVehicle(user: UserEvent) {
  await user.selectOptions(fieldByLabel('Make'), 'Honda');
  await user.type(fieldByLabel('Model'), 'Civic');
}

/** The disclosures whose select says the rule's message, read with it. */
function refused(): DisclosureField[] {
  return DISCLOSURES.map((d) => d.field).filter((field) => {
    const control = select(field);
    if (control.getAttribute('aria-invalid') !== 'true') return false;
    const described = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    return described.includes(DISCLOSURE_REQUIRED);
  });
}

describe("the vehicle form's Disclosures", () => {
  it('asks each question with Yes, No and Unknown, none answered on a new car', () => {
    renderForm(newCar);
    const section = screen.getByRole('group', { name: 'Disclosures' });
    for (const { field, question: asked } of DISCLOSURES) {
      const control = within(section).getByLabelText(asked) as HTMLSelectElement;
      expect(control.value, field).toBe('');
      expect([...control.options].map((option) => option.text)).toEqual([
        'Not answered',
        'Yes',
        'No',
        'Unknown',
      ]);
    }
  });

  it('names under each unanswered question that it must be answered, when saving as available, and sends nothing', async () => {
    const { user, submit } = renderForm(newCar);
    await fillVehicle(user);
    await user.selectOptions(select('priorTaxiPoliceRacing'), 'no');
    await user.selectOptions(select('damageOver2000'), 'no');
    await submit();
    expect(await screen.findAllByText(DISCLOSURE_REQUIRED)).toHaveLength(2);
    expect(refused()).toEqual(['priorLeaseRental', 'fromOutsideBc']);
    expect(fetchSpy).not.toHaveBeenCalled();

    // Unknown is an answer: that message goes, the other stays.
    await user.selectOptions(select('priorLeaseRental'), 'unknown');
    expect(refused()).toEqual(['fromOutsideBc']);
    expect(screen.getAllByText(DISCLOSURE_REQUIRED)).toHaveLength(1);
  });

  it('names all four when none is answered', async () => {
    const { user, submit } = renderForm(newCar);
    await fillVehicle(user);
    await submit();
    expect(await screen.findAllByText(DISCLOSURE_REQUIRED)).toHaveLength(4);
    expect(refused()).toEqual(DISCLOSURES.map((d) => d.field));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lets a pending car leave them unanswered (only the missing model is named)', async () => {
    const { user, submit } = renderForm(newCar);
    await user.selectOptions(fieldByLabel('Make'), 'Honda');
    await user.selectOptions(fieldByLabel('Status'), 'pending');
    await submit();
    expect(await screen.findByText('Model is required')).toBeTruthy();
    expect(screen.queryByText(DISCLOSURE_REQUIRED)).toBeNull();
    expect(refused()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names the missing ones when a stored pending car is set to available', async () => {
    const stored = buildCarRecord({
      status: 'pending',
      priorTaxiPoliceRacing: 'no',
      priorLeaseRental: null,
      damageOver2000: null,
      damageAmount: null,
      fromOutsideBc: 'no',
      importedFrom: null,
    });
    const { user, submit } = renderForm({
      ...newCar,
      element: <CarForm car={stored} />,
      submitLabel: 'Update Vehicle',
    });
    await user.selectOptions(fieldByLabel('Status'), 'available');
    await submit();
    expect(await screen.findAllByText(DISCLOSURE_REQUIRED)).toHaveLength(2);
    expect(refused()).toEqual(['priorLeaseRental', 'damageOver2000']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the cost of the damage and where the car came from only after a Yes', async () => {
    const { user } = renderForm(newCar);
    const cost = () => screen.queryByLabelText(/^Cost of the damage \(if known\)/);
    const from = () => screen.queryByLabelText(/^Brought in from/);
    expect(cost()).toBeNull();
    expect(from()).toBeNull();
    await user.selectOptions(select('damageOver2000'), 'yes');
    await user.selectOptions(select('fromOutsideBc'), 'yes');
    await user.type(cost()!, '3250');
    await user.type(from()!, 'Alberta');
    // Another answer takes them away, and what was typed with them.
    await user.selectOptions(select('fromOutsideBc'), 'unknown');
    expect(from()).toBeNull();
    await user.selectOptions(select('fromOutsideBc'), 'yes');
    expect((from() as HTMLInputElement).value).toBe('');
  });
});
