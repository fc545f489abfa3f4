import { PendingQueue, pendingKey } from './pending-queue.ts';

// One queue per user in this tab, shared by the lesson page (which records) and the sync loop
// (which sends). Tabs share it through localStorage.
const queues = new Map<number, PendingQueue>();

export function queueFor(userId: number): PendingQueue {
  let queue = queues.get(userId);
  if (!queue) {
    queue = new PendingQueue(pendingKey(userId));
    queues.set(userId, queue);
  }
  return queue;
}
