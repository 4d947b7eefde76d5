import type { UserHomework as UserHomeworkResource } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { wireUserHomework } from '../../../lib/learning/homework/test-data';
import { configFixture } from '../../../test/config-fixture';
import { TestRoutes } from '../../../test/memory-router';
import { Component as HomeworkScreen } from './homework-route';
import { Component as HomeworksScreen } from './homeworks-route';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string) {
  const config = configFixture();
  const routes: RouteObject[] = [
    { path: '/homework', element: <HomeworksScreen /> },
    { path: '/homework/:streamId/:homeworkId', element: <HomeworkScreen /> },
  ];
  render(
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <TestRoutes routes={routes} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigContext.Provider>,
  );
  return config;
}

/** A fetch answering the homework list, `afterPost` for the hand-in, then the list as the hand-in left it. */
function serve(list: UserHomeworkResource[], afterPost?: Response) {
  let current = list;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      if (!afterPost?.ok) return afterPost ?? json({}, 500);
      const { userHomeworkStatus } = (await afterPost.clone().json()) as {
        userHomeworkStatus: UserHomeworkResource;
      };
      current = current.map((item) => (item.id === userHomeworkStatus.id ? userHomeworkStatus : item));
      return afterPost;
    }
    if (String(url).includes('/user-homework') || String(url).includes('/homework?')) return json(current);
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('/homework (issue 10)', () => {
  it('groups the homework by status, to do first, and links each to its screen', async () => {
    serve([
      wireUserHomework({
        id: 1,
        status: 'DONE',
        homework: { ...wireUserHomework().homework, title: 'Accepted one' },
      }),
      wireUserHomework({
        id: 2,
        status: 'FAIL',
        homework: { ...wireUserHomework().homework, title: 'Redo me' },
      }),
      wireUserHomework({ id: 3, status: 'UPLOADED' }),
    ]);
    renderAt('/homework');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['To do (1)', 'Under review (1)', 'Accepted (1)']);
    expect(screen.getByRole('link', { name: /Redo me/ })).toHaveAttribute('href', '/homework/5/2');
  });

  it('says so when there is no homework', async () => {
    serve([]);
    renderAt('/homework');
    expect(await screen.findByText(/You have no homework yet/)).toBeVisible();
  });
});

describe('/homework/{streamId}/{homeworkId} (issue 10)', () => {
  it('refuses a photo hand-in without a file in the spec words and moves focus to the error', async () => {
    const fetch = serve([wireUserHomework()]);
    renderAt('/homework/5/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Hand in' }));
    const alert = await screen.findByText('To submit a homework, you must upload a file');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('hands in a text answer, then shows it under review with the 24-hour promise', async () => {
    const task = { ...wireUserHomework().homework, kind: 'text' as const };
    const uploaded = wireUserHomework({
      homework: task,
      status: 'UPLOADED',
      can_hand_in: false,
      handed_in_at: 1000,
      answer_due_at: 1000 + 86_400,
      answer: { message_id: 9, message: 'My answer', files: [], exercise_ids: [], created_at: 1000 },
    });
    const fetch = serve(
      [wireUserHomework({ homework: task })],
      json({ chatMessage: {}, userHomeworkStatus: uploaded }),
    );
    renderAt('/homework/5/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Hand in' }));
    expect(await screen.findByText('Message required')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: ' My answer ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hand in' }));
    expect(await screen.findByText('Homework sent.')).toBeVisible();
    // The 24-hour promise is said once, by the review state (issue 27: it was said twice).
    expect(screen.getAllByText(/the expert answers within 24 hours/)).toHaveLength(1);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/user-course-streams/5/user-homework/31');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ message: 'My answer' });
    expect(screen.queryByRole('button', { name: 'Hand in' })).toBeNull();
    expect(screen.getByText('My answer')).toBeVisible();
  });

  it('says "Couldn\'t send homework" with the server text when the hand-in fails', async () => {
    const task = { ...wireUserHomework().homework, kind: 'text' as const };
    serve(
      [wireUserHomework({ homework: task })],
      json({ name: 'Conflict', message: 'Already under review', code: 0, status: 409 }, 409),
    );
    renderAt('/homework/5/31');
    fireEvent.change(await screen.findByLabelText('Your answer'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hand in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't send homework");
    expect(alert).toHaveTextContent('Already under review');
  });

  it('shows the comment of a homework sent back and offers to hand it in again', async () => {
    serve([wireUserHomework({ status: 'FAIL', handed_in_at: 10, review_comment: 'Show the whole pose' })]);
    renderAt('/homework/5/31');
    expect(await screen.findByText('Show the whole pose')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Hand in again' })).toBeVisible();
  });

  it('explains a demo lock and a misconfigured task (support with the passHomework topic)', async () => {
    serve([
      wireUserHomework({ is_locked: true, can_hand_in: false }),
      wireUserHomework({
        id: 32,
        homework: { ...wireUserHomework().homework, kind: 'exercise', exercises: [] },
      }),
    ]);
    const config = renderAt('/homework/5/31');
    expect(await screen.findByText(/not available in the demo course/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hand in' })).toBeNull();

    renderAt('/homework/5/32');
    expect(await screen.findByText('The day is incorrectly filled (contact support)')).toBeVisible();
    const category = config.components.brand.supportCategoryIds.passHomework;
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      `/support/${category}/5`,
    );
  });

  it("says a homework id that is none of the stream's statuses (another learner's) is not found", async () => {
    serve([wireUserHomework()]);
    renderAt('/homework/5/99');
    expect(
      await screen.findByRole('heading', { name: 'There is no such homework in this course.' }),
    ).toBeVisible();
    expect(screen.queryByText('The day is incorrectly filled (contact support)')).toBeNull();
  });
});
