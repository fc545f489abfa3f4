import type { Assessment } from '@portal/contract';
import { useState } from 'react';
import { DATE_ONLY, formatInZone } from '../../lib/format-date.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';

interface ChoiceProps {
  assessments: readonly Assessment[];
  selectedId: number | null;
  zone: string;
  onChoose: (id: number) => void;
}

/** The assessments as a list of choices; the chosen one is marked current. */
export function AssessmentChoices({ assessments, selectedId, zone, onChoose }: ChoiceProps) {
  return (
    <ul className="assessment-choices">
      {assessments.map((a) => (
        <li key={a.id}>
          <button type="button" className="assessment-choice" aria-current={a.id === selectedId ? 'true' : undefined}
            onClick={() => onChoose(a.id)}>
            <span className="assessment-choice__title">{a.title}</span>
            <span className="assessment-choice__meta">Taken {formatInZone(a.created_at, zone, DATE_ONLY)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** spec §2: the assessment picker, a modal opened from the chosen assessment's summary. */
export function AssessmentPicker(props: ChoiceProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change assessment</Button>
      <Modal open={open} title="Choose an assessment" onClose={() => setOpen(false)}>
        <AssessmentChoices {...props} onChoose={(id) => {
          setOpen(false);
          props.onChoose(id);
        }} />
      </Modal>
    </>
  );
}
