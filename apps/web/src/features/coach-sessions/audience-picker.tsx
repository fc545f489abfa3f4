import type { CoachClient, CoachGroupSummary, FieldErrors } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { clientsQuery, groupsQuery } from './api.ts';
import { CheckboxPicker, type PickerItem } from './checkbox-picker.tsx';

const clientItems = (list: CoachClient[]): PickerItem[] =>
  list.map((c) => ({ id: c.id, label: `${c.first_name} ${c.last_name}`, detail: c.email }));
const groupItems = (list: CoachGroupSummary[]): PickerItem[] =>
  list.map((g) => ({ id: g.id, label: g.title, detail: g.active ? undefined : '(inactive)' }));

interface AudiencePickerProps {
  clientIds: number[];
  groupIds: number[];
  onChange: (choice: { client_ids: number[]; group_ids: number[] }) => void;
  errors: FieldErrors;
}

/** Who may book a type when it is not all the coach's clients: chosen clients and/or the members of chosen groups. */
export function AudiencePicker({ clientIds, groupIds, onChange, errors }: AudiencePickerProps) {
  const clients = useQuery({ ...clientsQuery(), select: clientItems });
  const groups = useQuery({ ...groupsQuery(), select: groupItems });
  return (
    <div className="cs-audience">
      <CheckboxPicker legend="Clients" searchLabel="Find a client" what="your clients" query={clients} chosen={clientIds}
        error={errors.client_ids?.[0]} onChange={(client_ids) => onChange({ client_ids, group_ids: groupIds })} />
      <CheckboxPicker legend="Groups" searchLabel="Find a group" what="your groups" query={groups} chosen={groupIds}
        error={errors.group_ids?.[0]} onChange={(group_ids) => onChange({ client_ids: clientIds, group_ids })} />
    </div>
  );
}
