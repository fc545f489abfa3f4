import { contrastVerdict, THEME_COLOR_LABELS, type PairContrast, type ThemeColorKey } from '@portal/contract';

/**
 * The live WCAG AA check of each text/background pair the portal draws (contract contrast.ts, the
 * same check the server makes on save). The summary line is announced as it changes; each pair's
 * verdict is text ("4.8:1 — passes AA"), its swatch only decoration.
 */
export function ContrastChecks({ pairs, colors }: { pairs: PairContrast[]; colors: Record<ThemeColorKey, string> }) {
  const failing = pairs.filter((p) => !p.passes).length;
  return (
    <section className="card brand-editor__section" aria-labelledby="contrast-title">
      <h2 id="contrast-title">Contrast of text on its background</h2>
      <p role="status" className={failing ? 'contrast-summary contrast-summary--fail' : 'contrast-summary'}>
        {failing ? `${failing} of ${pairs.length} pairs fail WCAG AA (4.5:1).` : `All ${pairs.length} pairs pass WCAG AA (4.5:1).`}
      </p>
      <ul className="contrast-list">
        {pairs.map((p) => (
          <li key={`${p.text}-${p.background}`} className="contrast-list__item">
            <span className="contrast-list__swatch" aria-hidden="true" style={{ background: colors[p.background] }}>
              <span className="contrast-list__ink" style={{ background: colors[p.text] }} />
            </span>
            <span className="contrast-list__pair">
              <strong>{p.where}</strong>: {THEME_COLOR_LABELS[p.text]} on {THEME_COLOR_LABELS[p.background]}
            </span>
            <span className={`contrast-list__verdict${p.passes ? '' : ' contrast-list__verdict--fail'}`}>
              {p.ratio === null ? 'not a colour yet' : contrastVerdict(p.ratio)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
