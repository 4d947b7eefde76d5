import type { UserCourseStream } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { wireOrder, wireService } from '../../../lib/payments/test-data';
import { type CurrentUser, currentUserQueryKey } from '../../../lib/session/current-user';
import { configFixture } from '../../../test/config-fixture';
import { TestRoutes, testRouter } from '../../../test/memory-router';
import { Component as RenewalScreen } from './renewal-route';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const offer = (serviceId: number, type: 'course_subscription' | 'expert_additional_question', over = {}) => ({
  id: serviceId,
  stream_id: 5,
  type_code: type,
  course_service_id: serviceId,
  course_service: wireService({ id: serviceId, ...over }),
});

/** The learner's stream 5 with `max_consultation_count` questions (0: no limit on them). */
const wireStream = (maxConsultationCount: number): UserCourseStream => ({
  id: 5,
  course_id: 3,
  status: 'open',
  start_date: 1_790_000_000,
  end_date: 1_800_000_000,
  progress: { days_count: 20, complete_days_count: 5, progress: 25 },
  is_demo: false,
  course_full_access: true,
  mobile_access: false,
  course_version: 1,
  chat_channel_id: 12,
  max_consultation_count: maxConsultationCount,
  filters: {},
  chat_status: null,
  message_expires_date: 1_790_000_000,
  user_course_stream_freeze: null,
  course: { id: 3, title: 'Yoga', short_title: null, main_image: null },
});

function renderRenewal(offers: unknown[], stream?: UserCourseStream) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(currentUserQueryKey, {
    id: 1,
    email: 'anna@school.test',
    firstName: 'Anna',
    lastName: 'Li',
    phone: '+34600000000',
  } as CurrentUser);
  const router = testRouter();
  const routes: RouteObject[] = [
    { path: '/course/:streamId/renew', element: <RenewalScreen /> },
    { path: '/orders/:id', element: <p>order page</p> },
    { path: '/support/:categoryId/:streamId', element: <p>support</p> },
  ];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(String(url), 'http://x').pathname;
    if (path.endsWith('/extend/5')) return json(offers);
    if (path.endsWith('/user-course-streams/5') && stream) return json(stream);
    // The order's quote (issue 27): a 100-rouble points credit, and SPRING's 10% when sent.
    if (/\/course-services\/7\/quote$/.test(path)) {
      const code = new URL(String(url), 'http://x').searchParams.get('promocode');
      const codeOff = code === 'SPRING' ? 15000 : 0;
      return json({
        price: 150000,
        code_discount: codeOff,
        referral_discount: 0,
        credit_discount: 10000,
        amount: 150000 - codeOff - 10000,
        currency: 'RUB',
      });
    }
    if (path.includes('/discount/check/code/SPRING/course-service/7'))
      return json({
        success: true,
        reason: null,
        kind: 'percent',
        value: 10,
        price: 150000,
        discounted_price: 135000,
        currency: 'RUB',
      });
    if (path.includes('/discount/check/code/OLD/'))
      return json({
        success: false,
        reason: 'expired',
        kind: null,
        value: null,
        price: 150000,
        discounted_price: 150000,
        currency: 'RUB',
      });
    // A subscription already pays for the stream: its quote is refused (decision 060).
    if (/\/course-services\/8\/quote$/.test(path))
      return json(
        { name: 'Conflict', message: 'This course already has a subscription.', code: 0, status: 409 },
        409,
      );
    if (init?.method === 'POST' && path.endsWith('/extend/5/course-service/7'))
      return json(wireOrder({ kind: 'extend', status: 'paid', provider: 'free', payment_url: null }));
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <ConfigContext.Provider value={configFixture()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/course/5/renew']}>
          <TestRoutes routes={routes} router={router} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigContext.Provider>,
  );
  return { router, fetch };
}

afterEach(() => vi.unstubAllGlobals());

describe('/course/{streamId}/renew (spec 02 §4 Extending a course)', () => {
  it('shows why a code is refused, and sends no code with the extension', async () => {
    const { fetch } = renderRenewal([offer(7, 'course_subscription')]);
    const code = await screen.findByLabelText('Discount code');
    fireEvent.change(code, { target: { value: 'OLD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByText('This code has expired.')).toBeVisible();
    // Paying with the refused code still in the field stops: nothing is posted.
    fireEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(
      false,
    );
  });

  it('checks the code first, shows the discounted price, and sends the code with the contacts', async () => {
    const { router, fetch } = renderRenewal([
      offer(7, 'course_subscription'),
      offer(8, 'expert_additional_question', { questions_count: 5 }),
    ]);
    expect(await screen.findByRole('group', { name: 'Course access' })).toBeVisible();
    expect(screen.getByText('5 expert questions')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Li');
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'SPRING' } });
    // Paying straight away runs the check first (spec 02 §4).
    fireEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/41'));
    const post = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(JSON.parse(String((post?.[1] as RequestInit | undefined)?.body))).toEqual({
      name: 'Anna Li',
      phone: '+34600000000',
      email: 'anna@school.test',
      promocode: 'SPRING',
    });
  });

  it('shows the points credit and the price charged before paying, then the code’s price too', async () => {
    renderRenewal([offer(7, 'course_subscription')]);
    // Issue 27: the button says what the checkout charges, the points credit taken off.
    expect(await screen.findByRole('button', { name: /^Pay .*1,400\.00/ })).toBeVisible();
    expect(screen.getByText('Points').nextElementSibling).toHaveTextContent(/−.*100\.00/);
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'SPRING' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    const ok = await screen.findByText(/Code accepted/);
    expect(ok).toHaveTextContent(/1,350\.00.*instead of.*1,500\.00/);
    expect(await screen.findByRole('button', { name: /^Pay .*1,250\.00/ })).toBeVisible();
    expect(screen.getByText('To pay').nextElementSibling).toHaveTextContent(/1,250\.00/);
  });

  it('says why an offer cannot be bought when its quote is refused', async () => {
    renderRenewal([offer(7, 'course_subscription'), offer(8, 'course_subscription', { title: 'Yearly' })]);
    fireEvent.click(await screen.findByRole('radio', { name: /Yearly/ }));
    expect(await screen.findByText('This course already has a subscription.')).toBeVisible();
  });

  it('offers extra questions to a stream with a limit on them, not to one without (issue 27)', async () => {
    const offers = [
      offer(7, 'course_subscription'),
      offer(8, 'expert_additional_question', { type: 'expert_additional_question', questions_count: 3 }),
    ];
    renderRenewal(offers, wireStream(3));
    expect(await screen.findByRole('group', { name: 'Extra expert questions' })).toBeVisible();
    expect(screen.getByText('3 expert questions')).toBeVisible();
    cleanup();

    renderRenewal(offers, wireStream(0));
    expect(await screen.findByRole('group', { name: 'Course access' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Extra expert questions' })).toBeNull();
    expect(screen.queryByText('3 expert questions')).toBeNull();
    expect(document.querySelector('[data-service-id="8"]')).toBeNull();
  });

  it('sends a stream without a limit whose only offer is extra questions to support', async () => {
    renderRenewal(
      [offer(8, 'expert_additional_question', { type: 'expert_additional_question', questions_count: 3 })],
      wireStream(0),
    );
    expect(await screen.findByRole('link', { name: 'Write to support' })).toBeVisible();
    expect(screen.queryByLabelText('Discount code')).toBeNull();
  });

  it('keeps the support request when the stream has no offers', async () => {
    renderRenewal([]);
    const link = await screen.findByRole('link', { name: 'Write to support' });
    const renewCourse = configFixture().components.brand.supportCategoryIds.renewCourse;
    expect(link).toHaveAttribute('href', `/support/${renewCourse}/5`);
    expect(within(document.body).queryByLabelText('Discount code')).toBeNull();
  });
});
