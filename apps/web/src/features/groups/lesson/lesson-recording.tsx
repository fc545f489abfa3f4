import { errorText } from '../model/error-text.ts';
import { MediaPlayer } from '../../../shared/ui/media-player.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useLessonRecording, type GroupRef } from '../api/groups-api.ts';

interface Props { groupRef: GroupRef; lessonId: string; hasRecording: boolean; title: string }

/** The meeting's recording, from spec §7 POST /api/v1/lessons/recording/. */
export function LessonRecordingSection({ groupRef, lessonId, hasRecording, title }: Props) {
  const recording = useLessonRecording(groupRef, lessonId, hasRecording);
  return (
    <section aria-labelledby="recording-title">
      <h2 id="recording-title">Recording</h2>
      {hasRecording ? (
        <QueryState query={recording} rows={1} loading="Loading the recording" failed="We could not load the recording." reason={errorText}>
          {({ recording_url }) => <MediaPlayer src={recording_url} title={`${title} meeting recording`} />}
        </QueryState>
      ) : (
        <p>The meeting recording appears here once your coach adds it.</p>
      )}
    </section>
  );
}
