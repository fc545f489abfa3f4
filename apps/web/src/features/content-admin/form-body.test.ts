// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { contentBody } from './form-body.ts';

function formOf(html: string) {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('contentBody', () => {
  it('reads numbers as numbers, an empty length as cleared, an empty position as left to the server', () => {
    const form = formOf('<input name="title" value="Pricing"><input name="duration" value="12"><input name="position" value="">'
      + '<input type="checkbox" name="published">');
    expect(contentBody(form, { numbers: ['duration', 'position'], checkboxes: ['published'] }))
      .toEqual({ title: 'Pricing', duration: 12, published: false });
    const cleared = formOf('<input name="duration" value=" "><input type="checkbox" name="published" checked>');
    expect(contentBody(cleared, { numbers: ['duration'], checkboxes: ['published'] })).toEqual({ duration: null, published: true });
  });

  it('keeps what is not a number as text, so the schema names the field', () => {
    expect(contentBody(formOf('<input name="position" value="first">'), { numbers: ['position'] })).toEqual({ position: 'first' });
  });
});
