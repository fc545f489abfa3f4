import { BOOKING_MESSAGES, type SessionType } from '@portal/contract';
import { useId } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { allowanceText, allowanceUsedUp, placeLabel } from './booking-labels.ts';

interface Props {
  types: SessionType[];
  selected: number | null;
  onSelect: (id: number) => void;
  onNext: () => void;
}

/**
 * Step 1 of booking (issue 20): the session types, each with its length and this month's allowance.
 * A type whose allowance is used up is listed but cannot be picked, and says why.
 */
export function TypeStep({ types, selected, onSelect, onNext }: Props) {
  const name = useId();
  const open = types.filter((type) => !allowanceUsedUp(type));
  return (
    <>
      <fieldset className="booking-types">
        <legend>Which kind of session?</legend>
        {types.map((type) => {
          const usedUp = allowanceUsedUp(type);
          const allowance = allowanceText(type);
          return (
            <label key={type.id} className={`booking-type${usedUp ? ' booking-type--used-up' : ''}`}>
              <input type="radio" name={name} value={type.id} checked={selected === type.id} disabled={usedUp}
                onChange={() => onSelect(type.id)} />
              <span className="booking-type__text">
                <span className="booking-type__name">{type.name}</span>{' '}
                <span className="booking-type__detail">
                  {type.minutes} minutes · {placeLabel(type.location_kind)}
                  {allowance && <> · {allowance}</>}
                  {usedUp && <>{' '}<span className="booking-type__why">{BOOKING_MESSAGES.allowance}</span></>}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {open.length === 0 ? (
        <p>You have used every session you can book this month. You can book again next month.</p>
      ) : (
        <div className="form-actions">
          <Button variant="primary" onClick={onNext} disabled={selected === null}>Choose a time</Button>
        </div>
      )}
    </>
  );
}
