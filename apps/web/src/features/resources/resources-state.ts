import type { CompanyFile } from '@portal/contract';
import { useReducer } from 'react';

/**
 * spec §3 UI state flags of /resources: the send modal (showResourceModal), the file chosen
 * (selectedResource) and whether it is being edited (resourceEdit) or deleted (resourceDelete). The
 * processing flag is each call's own pending state.
 */
export interface ResourcesState {
  showResourceModal: boolean;
  selectedResource: CompanyFile | null;
  resourceEdit: boolean;
  resourceDelete: boolean;
}

export type ResourcesAction = { type: 'send' } | { type: 'edit'; file: CompanyFile } | { type: 'delete'; file: CompanyFile } | { type: 'close' };

const CLOSED: ResourcesState = { showResourceModal: false, selectedResource: null, resourceEdit: false, resourceDelete: false };

export function resourcesReducer(_state: ResourcesState, action: ResourcesAction): ResourcesState {
  switch (action.type) {
    case 'send': return { ...CLOSED, showResourceModal: true };
    case 'edit': return { ...CLOSED, selectedResource: action.file, resourceEdit: true };
    case 'delete': return { ...CLOSED, selectedResource: action.file, resourceDelete: true };
    case 'close': return CLOSED;
  }
}

export const useResourcesState = () => useReducer(resourcesReducer, CLOSED);
