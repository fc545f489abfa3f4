import type { RestRow } from './matrix-rows.ts';

// Issue 12: the staff routes of the tenant's admins in the authorisation matrix. Only an admin of the
// same tenant acts on a coach or admin of that tenant (staffOfTenant); a client's id is no staff
// member's, so every target here is refused (404 for an admin, 403 for anyone else).
export const adminRows = (): RestRow[] => [
  { route: 'POST /api/v1/admin/staff/:id/role', policy: 'staffOfTenant', request: (d) => ({ url: `/api/v1/admin/staff/${d.user.id}/role`, payload: { role_id: 1 } }) },
  { route: 'POST /api/v1/admin/staff/:id/deactivate', policy: 'staffOfTenant', request: (d) => ({ url: `/api/v1/admin/staff/${d.user.id}/deactivate` }) },
  { route: 'POST /api/v1/admin/staff/:id/reactivate', policy: 'staffOfTenant', request: (d) => ({ url: `/api/v1/admin/staff/${d.user.id}/reactivate` }) },
];
