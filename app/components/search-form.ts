// What the keyword boxes of the header and of /inventory share.

// Not "Make, model…": a label with a form field's name in it would be read as that field's too.
export const INPUT_LABEL = 'Keyword search';

/** The fields of a search form, as a query. */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(key, value);
  }
  return params;
}
