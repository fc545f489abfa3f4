import { formValues } from '../../lib/form-errors.ts';

// A form's values as the content bodies want them: text as written, the number fields as numbers
// (an empty length clears it, an empty position leaves it to the server), checkboxes as booleans.

export interface BodyShape { numbers?: readonly string[]; checkboxes?: readonly string[] }

export function contentBody(form: HTMLFormElement, { numbers = [], checkboxes = [] }: BodyShape): Record<string, unknown> {
  const body: Record<string, unknown> = formValues(form);
  for (const name of numbers) {
    const raw = typeof body[name] === 'string' ? (body[name] as string).trim() : '';
    if (raw === '') {
      if (name === 'duration') body[name] = null;
      else delete body[name];
    } else body[name] = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  }
  for (const name of checkboxes) {
    const box = form.elements.namedItem(name);
    body[name] = box instanceof HTMLInputElement && box.checked;
  }
  return body;
}
