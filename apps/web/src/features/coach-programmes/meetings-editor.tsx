import { TimeZoneField } from '../../shared/ui/time-zone-field.tsx';
import { COACH_PROGRAMME_MESSAGES as M, LessonMeetingBody, type CoachLessonDetail, type CoachLessonMeeting, type FieldErrors } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { DATE_TIME_WITH_ZONE, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { focusFirstInvalid, reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useDeleteMeeting, useSaveMeeting } from './api.ts';
import { bodyOf } from './form-values.ts';
import { wallTimeIn } from '../../lib/wall-time.ts';

interface MeetingFormProps {
  groupId: number;
  lessonId: number;
  meeting: CoachLessonMeeting | null;
  defaultZone: string;
  onDone: () => void;
}

/** One meeting: its local date and time in the chosen IANA zone, and the address to join it. */
function MeetingForm({ groupId, lessonId, meeting, defaultZone, onDone }: MeetingFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveMeeting(groupId, lessonId, { onDone: () => { notifySuccess(M.meetingSaved); onDone(); } });
  const zone = meeting?.time_zone ?? defaultZone;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateForm(LessonMeetingBody, bodyOf(form, []));
    if (!checked.ok) { setErrors(checked.errors); focusFirstInvalid(form); return; }
    setErrors({});
    save.mutate({ meetingId: meeting?.id ?? null, body: checked.data }, {
      onError: (error) => { setErrors(reportFormFailure(error, ['meeting_time', 'time_zone', 'meeting_url'])); focusFirstInvalid(form); },
    });
  };
  return (
    <form className="cp-meeting-form" noValidate onSubmit={submit} aria-label={meeting ? 'Change the meeting' : 'New meeting'}>
      <div className="cp-form__grid">
        <Field label="Date and time" required error={errors.meeting_time} hint="As the clocks show it in the time zone below.">
          {(a) => <input {...a} name="meeting_time" type="datetime-local" required defaultValue={meeting ? wallTimeIn(meeting.meeting_time, zone) : ''} />}
        </Field>
        <TimeZoneField zone={zone} error={errors.time_zone} />
        <Field label="Meeting address" error={errors.meeting_url} hint="The call's link (https://…); members who have not paid do not see it.">
          {(a) => <input {...a} name="meeting_url" type="url" inputMode="url" defaultValue={meeting?.meeting_url ?? ''} />}
        </Field>
      </div>
      <div className="form-actions">
        {meeting && <Button onClick={onDone}>Cancel</Button>}
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="saving">{meeting ? 'Save meeting' : 'Add meeting'}</Button>
      </div>
    </form>
  );
}

/** The lesson's live meetings, each in the zone it was set in. */
export function MeetingsEditor({ groupId, lesson }: { groupId: number; lesson: CoachLessonDetail }) {
  const defaultZone = userTimeZone(useUser());
  const [editing, setEditing] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const remove = useDeleteMeeting(groupId, lesson.id, { onDone: () => notifySuccess(M.meetingDeleted), onFailed: notifyFailure });
  return (
    <section className="card" aria-labelledby="cp-meetings-title">
      <h2 id="cp-meetings-title">Meetings</h2>
      {lesson.meetings.length === 0
        ? <p>No meeting yet. A lesson's meeting shows on members' pages; the next lesson can open after it.</p>
        : (
          <ul className="cp-meetings">
            {lesson.meetings.map((m) => (
              <li key={m.id} className="cp-meetings__item">
                {editing === m.id
                  ? <MeetingForm groupId={groupId} lessonId={lesson.id} meeting={m} defaultZone={defaultZone} onDone={() => setEditing(null)} />
                  : (
                    <>
                      <p><time dateTime={m.meeting_time}>{formatInZone(m.meeting_time, m.time_zone, DATE_TIME_WITH_ZONE)}</time> ({m.time_zone})</p>
                      {m.meeting_url && <p className="cp-muted">{m.meeting_url}</p>}
                      <div className="form-actions">
                        <Button variant="link" onClick={() => setEditing(m.id)}>Change<span className="visually-hidden"> the meeting of {formatInZone(m.meeting_time, m.time_zone)}</span></Button>
                        <Button variant="link" busy={remove.isPending && remove.variables === m.id} onClick={() => remove.mutate(m.id)}>
                          Delete<span className="visually-hidden"> the meeting of {formatInZone(m.meeting_time, m.time_zone)}</span>
                        </Button>
                      </div>
                    </>
                  )}
              </li>
            ))}
          </ul>
        )}
      <h3 className="cp-subtitle">Add a meeting</h3>
      <MeetingForm key={formKey} groupId={groupId} lessonId={lesson.id} meeting={null} defaultZone={defaultZone} onDone={() => setFormKey((k) => k + 1)} />
    </section>
  );
}
