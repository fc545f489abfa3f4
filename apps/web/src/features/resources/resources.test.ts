import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@portal/contract';
import { fileKind, formatSize } from '../../lib/company-files.ts';
import { pickProblem } from './file-facts.ts';
import { sendFilesForm } from './resources-api.ts';
import { resourcesReducer, type ResourcesState } from './resources-state.ts';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('the send form (spec §5 resource upload rules)', () => {
  it('always carries company_id, the files when there are some, the description only when non-empty, _method=POST', () => {
    const full = sendFilesForm(7, [file('a.pdf'), file('b.csv')], '  For Tuesday  ');
    expect(full.get('company_id')).toBe('7');
    expect(full.getAll('files[]').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.csv']);
    expect(full.get('description')).toBe('For Tuesday');
    expect(full.get('_method')).toBe('POST');

    const bare = sendFilesForm(7, [], '   ');
    expect(bare.get('company_id')).toBe('7');
    expect(bare.has('files[]')).toBe(false);
    expect(bare.has('description')).toBe(false);
  });
});

describe('file facts', () => {
  it('reads sizes and kinds as people do', () => {
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(2048)).toBe('2.0 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(fileKind('Plan Q1.pdf')).toBe('PDF');
    expect(fileKind('README')).toBe('File');
  });

  it('finds what the server would refuse before anything is sent', () => {
    expect(pickProblem([file('a.pdf')])).toBeNull();
    expect(pickProblem([file('run.exe')])).toContain('not a kind of file');
    expect(pickProblem([file('empty.txt', 0)])).toBe('"empty.txt" is empty.');
    expect(pickProblem([{ name: 'big.pdf', size: DOCUMENT_MAX_BYTES + 1 } as File])).toContain('larger than 25 MB');
    expect(pickProblem(Array.from({ length: 11 }, (_, i) => file(`${i}.txt`)))).toBe('Choose at most 10 files.');
  });
});

describe('the page state (spec §3 UI state flags)', () => {
  const closed: ResourcesState = { showResourceModal: false, selectedResource: null, resourceEdit: false, resourceDelete: false };
  const f = { id: 1, file_name: 'a.pdf' } as ResourcesState['selectedResource'] & object;
  it('opens one modal at a time and closes back to the defaults', () => {
    expect(resourcesReducer(closed, { type: 'send' })).toEqual({ ...closed, showResourceModal: true });
    expect(resourcesReducer(closed, { type: 'edit', file: f })).toEqual({ ...closed, selectedResource: f, resourceEdit: true });
    const deleting = resourcesReducer(resourcesReducer(closed, { type: 'edit', file: f }), { type: 'delete', file: f });
    expect(deleting).toEqual({ ...closed, selectedResource: f, resourceDelete: true });
    expect(resourcesReducer(deleting, { type: 'close' })).toEqual(closed);
  });
});
