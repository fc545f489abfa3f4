import { timeZoneList } from '../../lib/format-date.ts';
import { Field } from './field.tsx';

/**
 * The "Time zone" picker of a form that takes a wall time (a meeting, a schedule entry, a
 * deadline): every IANA zone the browser knows, `zone` chosen — listed first when the browser does
 * not know it, so a stored zone is never silently replaced. Posted as `time_zone`.
 */
export function TimeZoneField({ zone, error }: { zone: string; error?: string | string[] | null | undefined }) {
  const zones = timeZoneList();
  return (
    <Field label="Time zone" required error={error}>
      {(a) => (
        <select {...a} name="time_zone" required defaultValue={zone}>
          {(zones.includes(zone) ? zones : [zone, ...zones]).map((z) => <option key={z} value={z}>{z}</option>)}
        </select>
      )}
    </Field>
  );
}
