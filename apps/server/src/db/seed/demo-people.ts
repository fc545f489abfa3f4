import type { UserRow } from '../schema/index.ts';

/** The demo tenant's people, whom every demo content builder (demo-*.ts) writes for. */
export interface DemoPeople { tenantId: number; coach: UserRow; client: UserRow; flash: UserRow; peer: UserRow; admin: UserRow }
