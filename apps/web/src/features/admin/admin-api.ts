import {
  AdminTheme, LoginLinkReply, StaffList, StaffMember, TenantSettings, type StaffCreateBody, type TenantSettingsBody, type ThemeSaveBody,
} from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, put } from '../../lib/http.ts';
import { uploadForm } from '../../lib/http-upload.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

// Issue 12, the tenant's side: /api/v1/admin/* (docs/api.md "Admin").

export const THEME_KEY = ['admin', 'theme'] as const;
export const STAFF_KEY = ['admin', 'staff'] as const;
export const SETTINGS_KEY = ['admin', 'settings'] as const;

interface Handlers<T> { onDone: (data: T) => void; onFailed: (error: unknown) => void }

export const useAdminTheme = () =>
  useQuery({ queryKey: THEME_KEY, queryFn: () => get('/api/v1/admin/theme', { schema: AdminTheme }) });

/** Every theme write answers the saved brand, which replaces the cached one. */
function useThemeWrite<B>(call: (body: B) => Promise<AdminTheme>, { onDone, onFailed }: Handlers<AdminTheme>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: call,
    onSuccess: (theme) => {
      queryClient.setQueryData(THEME_KEY, theme);
      onDone(theme);
    },
    onError: onFailed,
  });
}

export const useSaveTheme = (h: Handlers<AdminTheme>) =>
  useThemeWrite((body: ThemeSaveBody) => post('/api/v1/admin/theme', body, { schema: AdminTheme }), h);

export type AssetKind = 'logo' | 'favicon';

/** The logo or favicon, uploaded and saved at once; `onProgress` gets the share of bytes sent. */
export const useUploadAsset = (kind: AssetKind, onProgress: (share: number) => void, h: Handlers<AdminTheme>) =>
  useThemeWrite((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return uploadForm(`/api/v1/admin/theme/${kind}`, form, { schema: AdminTheme, onProgress: (s, t) => onProgress(t ? s / t : 0) });
  }, h);

export const useStaff = () =>
  useQuery({ queryKey: STAFF_KEY, queryFn: () => get('/api/v1/admin/staff', { schema: StaffList }) });

export const useAddStaff = (h: Handlers<StaffMember>) => {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: StaffCreateBody) => post('/api/v1/admin/staff', body, { schema: StaffMember, expectStatus: 201 }),
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      h.onDone(member);
    },
    onError: h.onFailed,
  });
};

export type StaffChange = { id: number } & ({ action: 'role'; roleId: 1 | 2 } | { action: 'deactivate' | 'reactivate' });

/** A role or status change; the member in the cached list is replaced by the reply. */
export const useChangeStaff = (h: Handlers<StaffMember>) => {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (change: StaffChange) => (change.action === 'role'
      ? post(`/api/v1/admin/staff/${change.id}/role`, { role_id: change.roleId }, { schema: StaffMember })
      : post(`/api/v1/admin/staff/${change.id}/${change.action}`, {}, { schema: StaffMember })),
    onSuccess: (member) => {
      queryClient.setQueryData<StaffMember[]>(STAFF_KEY, (list) => list?.map((m) => (m.id === member.id ? member : m)));
      h.onDone(member);
    },
    onError: (error) => {
      h.onFailed(error);
      return queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });
};

/** POST /api/auth/login-links: a single-use sign-in link for `email` (also mailed to them). */
export const requestSignInLink = (email: string) =>
  post('/api/auth/login-links', { email }, { schema: LoginLinkReply, expectStatus: 201 });

// Issue 23: the tenant's mail sender name, support address, currency and time zone.
export const useTenantSettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => get('/api/v1/admin/settings', { schema: TenantSettings }) });

export const useSaveSettings = (h: Handlers<TenantSettings>) => {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: TenantSettingsBody) => put('/api/v1/admin/settings', body, { schema: TenantSettings }),
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      h.onDone(settings);
    },
    onError: h.onFailed,
  });
};
