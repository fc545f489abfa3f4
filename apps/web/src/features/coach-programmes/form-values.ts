// Form values as the contract's bodies want them: text fields as written, checkboxes as booleans
// (a FormData has no entry for an unticked box).

/** The named text fields of `form`, and each named checkbox as true or false. */
export function bodyOf(form: HTMLFormElement, checkboxes: readonly string[]): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  new FormData(form).forEach((value, key) => { if (typeof value === 'string') body[key] = value; });
  for (const name of checkboxes) {
    const box = form.elements.namedItem(name);
    body[name] = box instanceof HTMLInputElement && box.checked;
  }
  return body;
}
