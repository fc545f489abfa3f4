import { ADMIN_MESSAGES, THEME_COLOR_KEYS, ThemeSaveBody, type AdminTheme, type FieldErrors } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, reportFormFailure, validateForm } from '../../../lib/form-errors.ts';
import { loadTheme } from '../../../lib/theme/theme-store.ts';
import { currentTenant } from '../../../lib/tenant.ts';
import { notifySuccess } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useSaveTheme } from '../admin-api.ts';
import { useUnsavedWarning } from '../../../shared/ui/use-unsaved-warning.ts';
import { contrastOf, isDirty, saveBlocked, useBrandEditor } from './brand-editor-state.ts';
import { BrandPreview } from './brand-preview.tsx';
import { NameFields, SharingFields } from './brand-text-fields.tsx';
import { ColourFields } from './colour-fields.tsx';
import { ContrastChecks } from './contrast-checks.tsx';
import { PictureUpload } from './picture-upload.tsx';

/** The fields the form shows a message beside (the keys of the server's 422 messages). */
const FIELD_KEYS = [
  'title', 'description', 'keywords', 'robotsMetaTag', 'canonicalUrl', 'footerText',
  ...THEME_COLOR_KEYS.map((k) => `colors.${k}`),
  ...['title', 'description', 'image', 'url', 'type'].map((k) => `openGraph.${k}`),
  ...['title', 'description', 'image', 'cardType'].map((k) => `twitter.${k}`),
];
const LEAVE = 'The brand has changes that are not saved. Leave without saving them?';

/** The portal's brand now: colours, head tags and logo follow what was just saved. */
const refreshPortalBrand = () => void loadTheme(currentTenant());

/** What the status line says of pictures chosen but not uploaded yet, or null when there are none. */
export function pendingPictures(chosen: { logo: boolean; favicon: boolean }): string | null {
  if (chosen.logo && chosen.favicon) {
    return 'The chosen logo and favicon are not uploaded yet: upload each with its own button (Save the brand does not), or cancel it.';
  }
  const kind = chosen.logo ? 'logo' : chosen.favicon ? 'favicon' : null;
  return kind && `The chosen ${kind} is not uploaded yet: “Upload and save the ${kind}” saves it (Save the brand does not), or cancel it.`;
}

/** /admin/theme's form: every field of the brand, its contrast checks, the pictures and a live preview. */
export function BrandEditor({ theme }: { theme: AdminTheme }) {
  const [state, dispatch] = useBrandEditor(theme);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [chosenLogo, setChosenLogo] = useState<string | null>(null);
  const [chosenFavicon, setChosenFavicon] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const dirty = isDirty(state);
  const blocked = saveBlocked(state);
  // a picture chosen but not uploaded is not saved either: Save the brand does not send it
  const waiting = pendingPictures({ logo: chosenLogo !== null, favicon: chosenFavicon });
  useUnsavedWarning(dirty || waiting !== null, LEAVE);

  const save = useSaveTheme({
    onDone: (saved) => {
      dispatch({ type: 'saved', theme: saved });
      setErrors({});
      notifySuccess(ADMIN_MESSAGES.themeSaved);
      refreshPortalBrand();
    },
    onFailed: (error) => {
      setErrors(reportFormFailure(error, FIELD_KEYS));
      focusFirstInvalid(form.current);
    },
  });
  const pictureSaved = (saved: AdminTheme) => {
    dispatch({ type: 'pictureSaved', theme: saved });
    refreshPortalBrand();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked) return;
    const checked = validateForm(ThemeSaveBody, state.draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    save.mutate(checked.data);
  };

  return (
    <div className="brand-editor__layout">
      <form ref={form} className="brand-editor__form" onSubmit={submit} noValidate aria-label="Brand">
        <ColourFields state={state} errors={errors} dispatch={dispatch} />
        <ContrastChecks pairs={contrastOf(state)} colors={state.draft.colors} />
        <section className="card brand-editor__section" aria-labelledby="pictures-title">
          <h2 id="pictures-title">Logo and favicon</h2>
          <p className="brand-editor__note">An uploaded picture is saved at once; the other changes wait for Save.</p>
          <div className="brand-editor__pictures">
            <PictureUpload kind="logo" current={state.saved.assets.logo} onChosen={setChosenLogo} onSaved={pictureSaved} />
            <PictureUpload kind="favicon" current={state.saved.assets.favicon} onChosen={(url) => setChosenFavicon(url !== null)} onSaved={pictureSaved} />
          </div>
        </section>
        <NameFields draft={state.draft} errors={errors} dispatch={dispatch} />
        <SharingFields draft={state.draft} errors={errors} dispatch={dispatch} />
        <div className="card">
          <p className="brand-editor__status" role="status">
            {dirty || waiting ? [dirty && 'You have unsaved changes.', waiting].filter(Boolean).join(' ') : 'Everything is saved.'}
          </p>
          {blocked && <p id="brand-save-blocked" className="brand-editor__blocked">{blocked}</p>}
          <div className="form-actions">
            <Button type="submit" variant="primary" busy={save.isPending} disabled={!!blocked || !dirty}
              aria-describedby={blocked ? 'brand-save-blocked' : undefined}>
              Save the brand
            </Button>
            <Button disabled={!dirty || save.isPending} onClick={() => { dispatch({ type: 'discard' }); setErrors({}); }}>
              Discard changes
            </Button>
          </div>
        </div>
      </form>
      <BrandPreview colors={state.draft.colors} title={state.draft.title} footerText={state.draft.footerText}
        logo={chosenLogo ?? state.saved.assets.logo} />
    </div>
  );
}
