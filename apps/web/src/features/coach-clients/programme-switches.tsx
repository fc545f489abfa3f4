import type { ClientProgrammesBody, CoachClient } from '@portal/contract';
import { useSetProgrammes } from './clients-api.ts';

const FLAGS = [
  ['group_coaching', 'Group coaching'],
  ['flash_coaching', 'Flash coaching'],
  ['business_academy', 'Business academy'],
] as const;

/** The client's three programmes as switches: each toggle saves all three (the client sees them at once). */
export function ProgrammeSwitches({ client }: { client: CoachClient }) {
  const save = useSetProgrammes(client.id);
  const flags: ClientProgrammesBody = {
    group_coaching: client.group_coaching, flash_coaching: client.flash_coaching, business_academy: client.business_academy,
  };
  return (
    <fieldset className="client__programmes" aria-busy={save.isPending || undefined}>
      <legend>Programmes</legend>
      {FLAGS.map(([flag, label]) => (
        <label key={flag} className="client__switch">
          <input type="checkbox" role="switch" checked={client[flag]} disabled={save.isPending}
            onChange={(e) => save.mutate({ ...flags, [flag]: e.target.checked })} />
          <span>{label}</span>
          <span className="client__switch-state" aria-hidden="true">{client[flag] ? 'On' : 'Off'}</span>
        </label>
      ))}
    </fieldset>
  );
}
