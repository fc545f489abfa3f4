/** Compares dotted versions numerically (semver core; a pre-release sorts before its release). */
export function compareVersions(a: string, b: string): number {
  const [coreA = '', preA] = a.trim().replace(/^v/, '').split('-', 2);
  const [coreB = '', preB] = b.trim().replace(/^v/, '').split('-', 2);
  const partsA = coreA.split('.').map(toNumber);
  const partsB = coreB.split('.').map(toNumber);
  for (let i = 0; i < Math.max(partsA.length, partsB.length, 3); i++) {
    const diff = (partsA[i] ?? 0) - (partsB[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA < preB ? -1 : 1;
}

export const isNewerVersion = (served: string, running: string) => compareVersions(served, running) > 0;

function toNumber(part: string): number {
  const n = Number.parseInt(part, 10);
  return Number.isFinite(n) ? n : 0;
}
