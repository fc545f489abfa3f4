import type { UserRow } from '../../db/schema/index.ts';
import type { CsvValue } from '../../lib/csv.ts';
import type { Deps } from '../../lib/deps.ts';

// One area of a client's export (issue 22): a JSON file read as the client's own API reads answer
// (so the export lists what the portal shows them, docs/domain.md "Data exports"), and, for the
// tabular ones, a CSV of the same records.

export interface ExportArea<T = unknown> {
  /** The JSON file's name in the archive, `notes.json`. */
  file: string;
  /** What it holds, for README.txt. */
  about: string;
  read(deps: Deps, client: UserRow): Promise<T>;
  /** A CSV beside it: its file name and rows (the header first). */
  csv?: { file: string; about: string; rows(data: T): CsvValue[][] };
}

export const area = <T>(a: ExportArea<T>): ExportArea => a as unknown as ExportArea;

/** Whose rows a plan or work read takes: the client, in their tenant. */
export const ownerOf = (client: UserRow) => ({ tenantId: client.tenantId, userId: client.id });
