import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { currentUserQueryKey } from '../../../lib/session/current-user';
import type { SupportCategory } from '../../../lib/support/support-categories';
import { configFixture } from '../../../test/config-fixture';
import { TestRoutes } from '../../../test/memory-router';
import { SupportForm } from './support-form';

const homework: SupportCategory = {
  id: 10,
  sort: 1,
  title: 'Homework',
  needsCourse: true,
  requireProduct: true,
};
const renew: SupportCategory = { id: 7, sort: 2, title: 'Renew', needsCourse: true, requireProduct: true };
const other: SupportCategory = { id: 1, sort: 3, title: 'Other', needsCourse: false, requireProduct: false };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let answer: () => Response;

beforeEach(() => {
  answer = () =>
    json({ id: 5, support_category_id: 1, target_id: null, name: 'Anna', message: 'x', created_at: 1 }, 201);
  fetchMock = vi.fn(async (url: string) =>
    String(url).includes('/user-course-streams')
      ? json([{ id: 4, course: { title: 'Morning' } }].map((s) => ({ ...streamWire, ...s })))
      : answer(),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const streamWire = {
  course_id: 1,
  status: 'open',
  start_date: null,
  end_date: null,
  message_expires_date: null,
  progress: { days_count: 1, complete_days_count: 0, progress: 0 },
  is_demo: false,
  course_full_access: true,
  mobile_access: true,
  course_version: 1,
  chat_channel_id: null,
  max_consultation_count: 0,
  filters: {},
  chat_status: null,
  user_course_stream_freeze: null,
  order: null,
};

function renderForm(category: SupportCategory, streamId: number | null = null) {
  const config = configFixture();
  config.components.brand.supportCategoryIds = { passHomework: 10, renewCourse: 7, renewConsultation: 7 };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(currentUserQueryKey, { id: 3, firstName: 'Anna', lastName: null, email: 'anna@x.io' });
  const onCourse = vi.fn();
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <SupportForm
          categories={[homework, renew, other]}
          category={category}
          streamId={streamId}
          onTopic={vi.fn()}
          onCourse={onCourse}
        />
      ),
    },
  ];
  render(
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TestRoutes routes={routes} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigContext.Provider>,
  );
  return { onCourse, user: userEvent.setup() };
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => [String(url).split('?')[0], JSON.parse(String((init as RequestInit).body))]);

describe('SupportForm', () => {
  it('offers the learner’s courses for a topic about one, and sends the chosen course', async () => {
    const { onCourse, user } = renderForm(homework, null);
    const course = await screen.findByLabelText('Course');
    await screen.findByRole('option', { name: 'Morning' });
    await user.selectOptions(course, 'Morning');
    expect(onCourse).toHaveBeenCalledWith(4);
  });

  it('sends a request about the course with the signed-in name and a trimmed message', async () => {
    const { user } = renderForm(homework, 4);
    await screen.findByRole('option', { name: 'Morning' });
    await user.type(screen.getByLabelText('Your message'), '  Check day 3  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toHaveFocus();
    expect(screen.getByText('Thank you! We will reply to anna@x.io.')).toBeVisible();
    expect(posts()).toEqual([
      [
        '/spa/api/v1/tech-questions',
        { target_id: 4, support_category_id: 10, name: 'Anna', message: 'Check day 3' },
      ],
    ]);
  });

  it('sends the automatic request without a text for a renewal topic', async () => {
    const { user } = renderForm(renew, 4);
    await screen.findByRole('option', { name: 'Morning' });
    expect(screen.getByLabelText('Your message (optional)')).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Request sent' });
    expect(posts()).toEqual([
      ['/spa/api/v1/tech-questions/auto', { target_id: 4, support_category_id: 7, name: 'Anna' }],
    ]);
  });

  it('counts the characters and refuses more than 500 without a call', async () => {
    const { user } = renderForm(other);
    const message = screen.getByLabelText('Your message');
    await user.click(message);
    await user.paste('y'.repeat(501));
    expect(screen.getByText('501 / 500')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(message).toHaveAccessibleDescription('501 / 500 No more than 500 characters');
    expect(posts()).toEqual([]);
  });

  it('shows the try-again message and the server’s field error, keeping the text', async () => {
    answer = () => json([{ field: 'message', message: 'Too rude.' }], 422);
    const { user } = renderForm(other);
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Please try again.',
    );
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription('5 / 500 Too rude.');
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello');
  });

  it('says so when the sending fails for another reason', async () => {
    answer = () => json({ name: 'Too Many Requests', message: 'Slow down', code: 0, status: 429 }, 429);
    const { user } = renderForm(other);
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request could not be sent. Please try again.');
    expect(alert).toHaveTextContent('Slow down');
  });
});
