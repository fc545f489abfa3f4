import { afterAll } from 'vitest';

// A jsdom test file (`@vitest-environment jsdom`) must see the browser jsdom makes on every Node line
// the project supports (README). Two differences between the lines would show through otherwise:
// - Vitest copies onto the global only the window's names Node lacks, and Node 25+ has its own
//   `localStorage` and `sessionStorage` (unusable without --localstorage-file), so the app's code
//   would read Node's storage instead of the page's.
// - From Node 24, `Response.blob()` makes its Blob with the global `Blob`, jsdom's, which has no
//   text() or arrayBuffer(); a browser's Blob has both.

type JsdomWindow = Window & typeof globalThis;
const STORAGES = ['localStorage', 'sessionStorage'] as const;

/** The page's storage is the one the code sees, for this test file; Node's is back after it. */
function storageFromThePage(window: JsdomWindow) {
  const before = STORAGES.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of STORAGES) Object.defineProperty(globalThis, name, { get: () => window[name], configurable: true, enumerable: true });
  afterAll(() => {
    for (const [name, descriptor] of before) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  });
}

/** Gives jsdom's Blob the reading methods of a browser's, read through the page's own FileReader. */
function giveBlobsTheirReaders(window: JsdomWindow) {
  const read = <T>(start: (reader: FileReader) => void) => new Promise<T>((resolve, reject) => {
    const reader = new window.FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error);
    start(reader);
  });
  const readers: Record<'text' | 'arrayBuffer', (this: Blob) => Promise<unknown>> = {
    text() { return read<string>((reader) => reader.readAsText(this, 'utf-8')); },
    arrayBuffer() { return read<ArrayBuffer>((reader) => reader.readAsArrayBuffer(this)); },
  };
  const prototype = window.Blob.prototype;
  for (const [name, method] of Object.entries(readers)) {
    if (!(name in prototype)) Object.defineProperty(prototype, name, { value: method, writable: true, configurable: true });
  }
}

if (typeof document !== 'undefined') {
  const { window } = (globalThis as unknown as { jsdom: { window: JsdomWindow } }).jsdom;
  storageFromThePage(window);
  giveBlobsTheirReaders(window);
}

export {};
