// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResourcesEditor } from './resources-editor.tsx';
import { lesson, ok, server } from './test-server.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = vi.fn();
  return { toast: Object.assign(toast, { error: toast, success: toast, info: toast, warn: toast, dismiss: toast }) };
});

describe('the lesson editor\'s resources', () => {
  it('labels the resource types in plain words, not the server\'s lower-case names', async () => {
    server.routes['/api/v1/coach/resource-types'] = () => ok(['video', 'pdf', 'worksheet', 'link', 'audio', 'slides'].map((name, i) => ({ id: i + 1, name })));
    const detail = { ...lesson(11, 1), resources: [{ id: 1, title: 'Forecast sheet', url: 'https://files.test/f.xlsx', type_id: 3, type_name: 'worksheet', order: 1 }], meetings: [] };
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourcesEditor groupId={5} lesson={detail} />
      </QueryClientProvider>,
    );
    const type = screen.getByRole('combobox', { name: /^Type/ }) as HTMLSelectElement;
    await waitFor(() => expect(type.options).toHaveLength(7));
    expect([...type.options].map((o) => o.textContent)).toEqual(['Choose a type', 'Video', 'PDF', 'Worksheet', 'Link', 'Audio', 'Slides']);
    expect(type.selectedOptions[0]!.textContent).toBe('Worksheet');
  });
});
