// Work still on its way to the server (a lesson's texts as typed, the lesson pages' analytics) waits
// in localStorage, which logout clears (spec §4). So logout first lets it go, while the session is
// still valid, and waits for it a short while at most: a user who asked to leave is not kept.

export const LOGOUT_SEND_WAIT_MS = 3_000;

const tasks = new Set<() => Promise<unknown>>();

/** `task` runs when the user logs out, before the session ends; returns the unsubscribe. */
export function beforeLogout(task: () => Promise<unknown>): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Runs every task and waits until all have settled or `waitMs` has passed; never throws. */
export async function runBeforeLogout(waitMs = LOGOUT_SEND_WAIT_MS): Promise<void> {
  if (tasks.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = Promise.allSettled([...tasks].map(async (task) => task()));
  await Promise.race([settled, new Promise((resolve) => { timer = setTimeout(resolve, waitMs); })]);
  clearTimeout(timer);
}
