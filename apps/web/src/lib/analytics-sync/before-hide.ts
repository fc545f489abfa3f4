// Lesson pages add their last figures (time on the lesson) right before the page-hide send. The
// browser's order of pagehide/visibilitychange listeners cannot be relied on, so the send asks.
const recorders = new Set<() => void>();

/** Runs `record` just before each page-hide send; returns the unsubscribe. */
export function beforePageHideSend(record: () => void): () => void {
  recorders.add(record);
  return () => recorders.delete(record);
}

export function runBeforePageHide(): void {
  for (const record of recorders) {
    try {
      record();
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error)); // one recorder must not stop the send
    }
  }
}
