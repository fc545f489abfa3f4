import { BOOKING_MESSAGES, type SessionType } from '@portal/contract';
import { useState } from 'react';
import { EmptyState } from '../../../shared/ui/panels.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { isNoCoach, useSessionTypes } from './booking-api.ts';
import { allowanceUsedUp, NO_TYPES } from './booking-labels.ts';
import { TypeStep } from './type-step.tsx';

interface Props {
  /** The type chosen before (coming back to this step), if any. */
  selected: number | null;
  onChoose: (type: SessionType) => void;
}

/** Step 1 with its read: loading, no coach, no types, a failure with "Try again", or the types. */
export function TypeChoice({ selected, onChoose }: Props) {
  const types = useSessionTypes();
  const [picked, setPicked] = useState(selected);
  if (types.isError && isNoCoach(types.error)) {
    return <EmptyState title={BOOKING_MESSAGES.noCoach}><p>Once you have a coach, you can book sessions here.</p></EmptyState>;
  }
  return (
    <QueryState query={types} loading="Loading session types" failed="We could not load the session types."
      isEmpty={(list) => list.length === 0} empty={NO_TYPES}>
      {(list) => {
        const open = list.filter((type) => !allowanceUsedUp(type));
        // the first type that can be booked is chosen to begin with: one click less for most clients
        const current = open.find((type) => type.id === picked) ?? open[0] ?? null;
        return (
          <TypeStep types={list} selected={current?.id ?? null} onSelect={setPicked}
            onNext={() => current && onChoose(current)} />
        );
      }}
    </QueryState>
  );
}
