import { OG_TYPES, ROBOTS_OPTIONS, THEME_DESCRIPTION_MAX, THEME_TITLE_MAX, TWITTER_CARDS, type FieldErrors } from '@portal/contract';
import type { Dispatch } from 'react';
import { Field } from '../../../shared/ui/field.tsx';
import { fieldValue, type BrandAction, type BrandDraft, type TextField } from './brand-editor-state.ts';

interface TextProps { draft: BrandDraft; errors: FieldErrors; dispatch: Dispatch<BrandAction> }

interface LineSpec { field: TextField; label: string; max?: number; hint?: string; required?: boolean; type?: 'url' }
interface ChoiceSpec { field: TextField; label: string; options: readonly string[]; hint?: string }

function Line({ spec, draft, errors, dispatch }: TextProps & { spec: LineSpec }) {
  return (
    <Field label={spec.label} hint={spec.hint} required={spec.required} error={errors[spec.field]}>
      {(a) => (
        <input {...a} type={spec.type ?? 'text'} name={spec.field} value={fieldValue(draft, spec.field)} maxLength={spec.max ?? 500}
          required={spec.required} onChange={(e) => dispatch({ type: 'field', field: spec.field, value: e.target.value })} />
      )}
    </Field>
  );
}

/** A select of the usual values; a stored value outside them stays selectable. */
function Choice({ spec, draft, errors, dispatch }: TextProps & { spec: ChoiceSpec }) {
  const value = fieldValue(draft, spec.field);
  const options = value && !spec.options.includes(value) ? [...spec.options, value] : spec.options;
  return (
    <Field label={spec.label} hint={spec.hint} error={errors[spec.field]}>
      {(a) => (
        <select {...a} name={spec.field} value={value} onChange={(e) => dispatch({ type: 'field', field: spec.field, value: e.target.value })}>
          <option value="">Not set</option>
          {options.map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      )}
    </Field>
  );
}

const T = THEME_TITLE_MAX;
const D = THEME_DESCRIPTION_MAX;

/** The tab title and the footer text (spec §2 footer: the theme's text, else the product name). */
export function NameFields(props: TextProps) {
  return (
    <fieldset className="card brand-editor__section">
      <legend>Name and footer</legend>
      <Line {...props} spec={{ field: 'title', label: 'Title', max: T, required: true, hint: 'Shown in the browser tab after the page name, and in the top bar when there is no logo.' }} />
      <Line {...props} spec={{ field: 'footerText', label: 'Footer text', max: T, hint: 'Shown after the year at the foot of every page. Empty: the product name.' }} />
    </fieldset>
  );
}

/** Search engines and link previews (spec §3 Theme: meta, Open Graph and Twitter fields). */
export function SharingFields(props: TextProps) {
  return (
    <fieldset className="card brand-editor__section">
      <legend>Search and sharing</legend>
      <Line {...props} spec={{ field: 'description', label: 'Description', max: D, hint: 'One line for search results and link previews.' }} />
      <Line {...props} spec={{ field: 'keywords', label: 'Keywords', max: D, hint: 'Separated by commas.' }} />
      <Choice {...props} spec={{ field: 'robotsMetaTag', label: 'Search engines (robots)', options: ROBOTS_OPTIONS, hint: '"noindex, nofollow" keeps the portal out of search results.' }} />
      <Line {...props} spec={{ field: 'canonicalUrl', label: 'Canonical address', type: 'url', hint: 'The portal\'s main address, e.g. https://portal.example.com/.' }} />
      <fieldset className="brand-editor__group">
        <legend>Open Graph (link previews)</legend>
        <Line {...props} spec={{ field: 'openGraph.title', label: 'Open Graph title', max: T, hint: 'Empty: the title.' }} />
        <Line {...props} spec={{ field: 'openGraph.description', label: 'Open Graph description', max: D, hint: 'Empty: the description.' }} />
        <Line {...props} spec={{ field: 'openGraph.image', label: 'Open Graph image', hint: 'A web address, or a path on this site such as the logo\'s.' }} />
        <Line {...props} spec={{ field: 'openGraph.url', label: 'Open Graph address', type: 'url' }} />
        <Choice {...props} spec={{ field: 'openGraph.type', label: 'Open Graph type', options: OG_TYPES }} />
      </fieldset>
      <fieldset className="brand-editor__group">
        <legend>Twitter card</legend>
        <Line {...props} spec={{ field: 'twitter.title', label: 'Twitter title', max: T, hint: 'Empty: the title.' }} />
        <Line {...props} spec={{ field: 'twitter.description', label: 'Twitter description', max: D, hint: 'Empty: the description.' }} />
        <Line {...props} spec={{ field: 'twitter.image', label: 'Twitter image', hint: 'A web address, or a path on this site.' }} />
        <Choice {...props} spec={{ field: 'twitter.cardType', label: 'Twitter card type', options: TWITTER_CARDS }} />
      </fieldset>
    </fieldset>
  );
}
