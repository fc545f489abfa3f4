// Web tests wait for what a page shows after its fetch and render. On a busy 2-core CI machine that
// can take longer than Testing Library's default of 1 s, which made correct pages fail; a wait that
// succeeds returns as soon as it does, so the longer limit costs nothing when the page is right.
// Only files that run in a DOM (`@vitest-environment jsdom`) load Testing Library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
