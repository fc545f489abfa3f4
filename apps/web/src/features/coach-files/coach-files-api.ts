import { ReceivedFilesReply } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import { apiQuery, type FilesState } from './files-state.ts';

// The coach's "Files received" (docs/api.md "Coach: files received").
const API = '/api/v1/coach/files';
export const receivedFilesKey = (s: FilesState) => ['coach-files', apiQuery(s)] as const;

/** One page of the files; while the next page, order or search loads, the previous stays on screen. Fresh for a minute. */
export const useReceivedFiles = (s: FilesState) =>
  useQuery({
    queryKey: receivedFilesKey(s),
    queryFn: ({ signal }) => get(`${API}${apiQuery(s)}`, { schema: ReceivedFilesReply, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
