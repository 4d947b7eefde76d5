import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '../api/get-draft';
import { DraftEditor } from './draft-editor';

const draft: Draft = {
  id: 7,
  courseId: 3,
  slug: 'soft-morning',
  revision: 2,
  baseVersion: 1,
  publishedVersion: 1,
  updatedAt: 0,
  updatedBy: null,
  publishedAt: null,
  manifest: {
    slug: 'soft-morning',
    title: 'Soft morning',
    main_image_url: 'https://cdn.example.com/soft.jpg',
    stages: [{ key: 'stage-1', title: 'Waking up', days: [{ day_number: 1, title: 'Breath' }] }],
  },
  problems: [],
};

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/courses/7', element: <DraftEditor draft={draft} reload={async () => draft} /> },
      { path: '/courses', element: <p>All the courses</p> },
    ],
    { initialEntries: ['/courses/7'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** An item of the editor's tree (the stage's form lists its days too). */
const treeItem = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Structure' })).getByRole('button', { name });

/** Whether the page would ask before unloading now (the browser shows its own question). */
const asksOnUnload = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

afterEach(() => vi.restoreAllMocks());

describe('DraftEditor', () => {
  it('keeps the edits while moving about the tree', async () => {
    const user = userEvent.setup();
    renderEditor();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.type(title, ' for all');
    await user.clear(screen.getByRole('textbox', { name: /cover’s address/ }));
    await user.click(treeItem('Stage 1: Waking up'));
    await user.type(screen.getByRole('textbox', { name: /^Stage title/ }), ' gently');
    await user.click(treeItem('Day 1: Breath'));
    await user.click(treeItem('Course'));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Soft morning for all');
    expect(screen.getByRole('textbox', { name: /cover’s address/ })).toHaveValue('');
    await user.click(treeItem('Stage 1: Waking up gently'));
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
  });

  it('asks before leaving unsaved edits, in the app and on unload; staying keeps them', async () => {
    const user = userEvent.setup();
    const router = renderEditor();
    expect(asksOnUnload()).toBe(false);
    // Nothing edited: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'All courses' }));
    expect(await screen.findByText('All the courses')).toBeInTheDocument();

    await router.navigate('/courses/7');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), '!');
    expect(asksOnUnload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'All courses' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(
      screen.getByText('Your changes to the course draft have not been saved and will be lost.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/7');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Soft morning!');

    await user.click(screen.getByRole('link', { name: 'All courses' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('All the courses')).toBeInTheDocument();
    expect(asksOnUnload()).toBe(false);
  });

  it("names the server's refusals in words, and shows each by its field", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify([
          { field: 'stages.0.days.0.title', message: 'Cannot be empty.' },
          { field: 'stages.0.days.0.lesson_sets.0.lessons', message: 'Cannot be empty.' },
          { field: 'slug', message: 'The slug cannot change.' },
        ]),
        { status: 422, headers: { 'content-type': 'application/json' } },
      ),
    );
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const refused = await screen.findByRole('region', { name: 'Not saved: fix these fields' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Stage 1, day 1: title: Cannot be empty.',
      'Stage 1, day 1, lesson set 1: lessons: Cannot be empty.',
      'Slug: The slug cannot change.',
    ]);
    expect(refused).not.toHaveTextContent(/stages\.0/);
    // The sentence leads to its field, which says what is wrong beside it.
    await user.click(within(refused).getByRole('button', { name: /^Go to Stage 1, day 1: title/ }));
    expect(screen.getByRole('textbox', { name: /^Day title/ })).toHaveAccessibleDescription(
      'Cannot be empty.',
    );
  });
});
