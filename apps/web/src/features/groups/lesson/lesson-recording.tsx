import { errorText } from '../model/error-text.ts';
import { ErrorState, Skeleton } from '../../../shared/ui/panels.tsx';
import { MediaPlayer } from '../../../shared/ui/media-player.tsx';
import { useLessonRecording, type GroupRef } from '../api/groups-api.ts';

interface Props { groupRef: GroupRef; lessonId: string; hasRecording: boolean; title: string }

/** The meeting's recording, from spec §7 POST /api/v1/lessons/recording/. */
export function LessonRecordingSection({ groupRef, lessonId, hasRecording, title }: Props) {
  const recording = useLessonRecording(groupRef, lessonId, hasRecording);
  return (
    <section aria-labelledby="recording-title">
      <h2 id="recording-title">Recording</h2>
      {!hasRecording ? (
        <p>The meeting recording appears here once your coach adds it.</p>
      ) : recording.isPending ? (
        <Skeleton rows={1} label="Loading the recording" />
      ) : recording.isError ? (
        <ErrorState title={`We could not load the recording. ${errorText(recording.error)}`} onRetry={() => void recording.refetch()} />
      ) : (
        <MediaPlayer src={recording.data.recording_url} title={`${title} meeting recording`} />
      )}
    </section>
  );
}
