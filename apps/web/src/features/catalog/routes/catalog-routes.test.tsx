import type { CourseService, UserCourseStream } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { wireOrder, wireService } from '../../../lib/payments/test-data';
import { type CurrentUser, currentUserQueryKey } from '../../../lib/session/current-user';
import { configFixture } from '../../../test/config-fixture';
import { TestRoutes, testRouter } from '../../../test/memory-router';
import { Component as CatalogScreen } from './catalog-route';
import { Component as OrderScreen } from './order-route';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const catalog = {
  categories: [{ id: 2, title: 'Body', sort: 1 }],
  products: [
    {
      id: 9,
      service_id: 7,
      alias: 'yoga',
      type: 2,
      title: 'Yoga',
      description: 'Daily practice',
      author: 'Anna',
      preview: null,
      category_id: 2,
      service: wireService(),
    },
  ],
  payment_mode: 'manual',
  payment_ready: true,
};

/** The learner's stream of the Yoga course, access until 15 January 2027 (noon UTC). */
const heldStream: UserCourseStream = {
  id: 12,
  course_id: 3,
  status: 'open',
  start_date: 1_790_000_000,
  end_date: Date.UTC(2027, 0, 15, 12) / 1000,
  progress: { days_count: 20, complete_days_count: 5, progress: 25 },
  is_demo: false,
  course_full_access: true,
  mobile_access: false,
  course_version: 1,
  chat_channel_id: null,
  max_consultation_count: 3,
  filters: {},
  chat_status: null,
  message_expires_date: 1_790_000_000,
  user_course_stream_freeze: null,
  course: { id: 3, title: 'Yoga', short_title: null, main_image: null },
};

function renderAt(path: string, email: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(currentUserQueryKey, { id: 1, email } as CurrentUser);
  const router = testRouter();
  const routes: RouteObject[] = [
    { path: '/catalog', element: <CatalogScreen /> },
    { path: '/orders/:id', element: <OrderScreen /> },
  ];
  render(
    <ConfigContext.Provider value={configFixture()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <TestRoutes routes={routes} router={router} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigContext.Provider>,
  );
  return router;
}

/** What `GET /discount/check/code/{code}/course-service/7` answers: WELCOME10 takes 10 % off. */
const discountCheck = (code: string) =>
  code === 'WELCOME10'
    ? {
        success: true,
        reason: null,
        kind: 'percent',
        value: 10,
        price: 150000,
        discounted_price: 135000,
        currency: 'USD',
      }
    : {
        success: false,
        reason: 'expired',
        kind: null,
        value: null,
        price: 150000,
        discounted_price: 150000,
        currency: 'USD',
      };

function serve(onOrder: (init: RequestInit) => Response, answer = catalog) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(String(url), 'http://x').pathname;
    const code = /\/discount\/check\/code\/([^/]+)\/course-service\/7$/.exec(path)?.[1];
    if (code) return json(discountCheck(decodeURIComponent(code)));
    if (init?.method === 'POST' && path.endsWith('/order/7')) return onOrder(init);
    if (path.endsWith('/catalog')) return json(answer);
    if (path.endsWith('/user-course-streams/12')) return json(heldStream);
    if (path.endsWith('/orders/41'))
      return json(wireOrder({ provider: 'manual', payment_url: null, instructions: 'IBAN ES00 0000' }));
    if (path.endsWith('/banners')) return json([]);
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const posts = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

afterEach(() => vi.unstubAllGlobals());

describe('/catalog (spec 02 §2, §5, §8)', () => {
  it('lists the products by category with type, author and price in minor units', async () => {
    serve(() => json(wireOrder()));
    renderAt('/catalog', 'anna@school.test');
    const group = await screen.findByRole('region', { name: 'Body' });
    const card = within(group).getByRole('article', { name: 'Yoga' });
    expect(within(card).getByText('Course with expert chat')).toBeVisible();
    expect(within(card).getByText('Author: Anna')).toBeVisible();
    expect(within(card).getByText(/1,500\.00/)).toBeVisible();
    expect(screen.getByText(/by its own instructions/)).toBeVisible();
  });

  it('leaves out extra questions for a course without a limit on them, keeps them for one with (issue 27)', async () => {
    // The service's course as `GET /catalog` expands it, with its limit on paid questions.
    const course = (id: number, consultationLimit: number) =>
      ({ id, title: `Course ${id}`, consultation_limit: consultationLimit }) as CourseService['course'];
    const questions = (id: number, title: string, courseId: number, consultationLimit: number) => ({
      ...catalog.products[0]!,
      id,
      service_id: id,
      alias: title,
      title,
      service: wireService({
        id,
        type: 'expert_additional_question',
        course_id: courseId,
        questions_count: 3,
        duration_days: 0,
        course: course(courseId, consultationLimit),
      }),
    });
    serve(() => json(wireOrder()), {
      ...catalog,
      products: [
        { ...catalog.products[0]!, service: wireService({ course: course(3, 0) }) },
        questions(20, 'Unlimited questions', 3, 0),
        questions(21, 'Limited questions', 4, 2),
      ],
    });
    renderAt('/catalog', 'anna@school.test');
    const group = await screen.findByRole('region', { name: 'Body' });
    expect(within(group).getByRole('article', { name: 'Yoga' })).toBeVisible();
    expect(within(group).getByRole('article', { name: 'Limited questions' })).toBeVisible();
    expect(within(group).getByRole('button', { name: 'Buy “Limited questions”' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Unlimited questions' })).toBeNull();
    expect(document.querySelector('[data-product-id="20"]')).toBeNull();
  });

  it('asks for the e-mail the profile lacks before ordering, and sends it with the order', async () => {
    const fetch = serve(() =>
      json(wireOrder({ provider: 'manual', payment_url: null, instructions: 'IBAN ES00 0000' })),
    );
    const router = renderAt('/catalog', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy “Yoga”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy “Yoga”' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
    expect(await within(dialog).findByText('Enter your e-mail.')).toBeVisible();
    expect(posts(fetch)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: ' Anna@School.test ' } });
    // What was refused is gone once the address changes, not at the next try.
    expect(within(dialog).queryByText('Enter your e-mail.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
    // A manual order: the order page with the school's instructions.
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/41'));
    expect(JSON.parse(String((posts(fetch)[0]?.[1] as RequestInit | undefined)?.body))).toEqual({
      email: 'anna@school.test',
    });
    expect(await screen.findByText('IBAN ES00 0000')).toBeVisible();
    expect(screen.getByText('Waiting for the payment…')).toBeVisible();
  });

  it('says "Couldn’t complete my purchase" with the server’s words and stays open', async () => {
    serve(() => json([{ field: 'email', message: 'An e-mail is needed to buy.' }], 422));
    renderAt('/catalog', 'anna@school.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy “Yoga”' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('E-mail')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Couldn't complete my purchase: An e-mail is needed to buy.",
    );
  });
});

describe('/catalog: a discount code on the purchase (spec 02 §4, as on a renewal)', () => {
  it('checks an entered code first: a refused one stops the purchase, an accepted one goes with the order', async () => {
    const fetch = serve(() =>
      json(wireOrder({ provider: 'manual', payment_url: null, instructions: 'IBAN' })),
    );
    const router = renderAt('/catalog', 'anna@school.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy “Yoga”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy “Yoga”' });
    const field = within(dialog).getByLabelText('Discount code');

    fireEvent.change(field, { target: { value: 'EXPIRED' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
    expect(await within(dialog).findByText('This code has expired.')).toBeVisible();
    expect(posts(fetch)).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' WELCOME10 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check the code' }));
    expect(
      await within(dialog).findByText(/Code accepted: .*1,350\.00 instead of .*1,500\.00/),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/41'));
    expect(JSON.parse(String((posts(fetch)[0]?.[1] as RequestInit | undefined)?.body))).toEqual({
      promocode: 'WELCOME10',
    });
  });
});

describe('/catalog: manual payment without instructions (issue 28, decision 113)', () => {
  it('says the school has not set up payment, and offers no checkout for a priced product', async () => {
    const fetch = serve(() => json(wireOrder()), { ...catalog, payment_ready: false });
    renderAt('/catalog', 'anna@school.test');
    expect(await screen.findByText(/has not set up payment yet: paid products can be bought/)).toBeVisible();
    expect(screen.queryByText(/by its own instructions/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy “Yoga”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy “Yoga”' });
    expect(
      await within(dialog).findByText(/has not set up payment yet, so this cannot be bought now/),
    ).toBeVisible();
    const pay = within(dialog).getByRole('button', { name: 'Go to payment' });
    expect(pay).toBeDisabled();
    fireEvent.click(pay);
    expect(posts(fetch)).toHaveLength(0);
  });
});

describe('/catalog: a course the learner holds (issue 27)', () => {
  it('offers its renewal, which says what it does, instead of a second purchase', async () => {
    const held = {
      ...catalog,
      products: [{ ...catalog.products[0]!, service: wireService({ stream: heldStream }) }],
    };
    serve(() => json(wireOrder()), held);
    renderAt('/catalog', 'anna@school.test');
    const card = await screen.findByRole('article', { name: 'Yoga' });
    expect(within(card).queryByRole('button', { name: 'Buy “Yoga”' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Renew “Yoga”' })).toHaveAttribute(
      'href',
      '/course/12/renew',
    );
    expect(within(card).getByText('You have this course: renewing adds to your access.')).toBeVisible();
  });
});

describe('/orders/{id}', () => {
  it('says paid and links to the course the order made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        new URL(String(url), 'http://x').pathname.endsWith('/user-course-streams/12')
          ? json(heldStream)
          : json(
              wireOrder({
                status: 'paid',
                provider: 'test',
                user_course_stream_id: 12,
                paid_at: 1_800_000_100,
              }),
            ),
      ),
    );
    renderAt('/orders/41', 'anna@school.test');
    expect(await screen.findByText('Paid. Thank you!')).toBeVisible();
    // What the order did, named (issue 27): the course and the access it now gives.
    expect(await screen.findByText('“Yoga”: access until 15.01.2027.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the course' })).toHaveAttribute(
      'href',
      '/course/12/calendar',
    );
  });

  it('says how many questions extra questions gave, not the course’s access', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        new URL(String(url), 'http://x').pathname.endsWith('/user-course-streams/12')
          ? json(heldStream)
          : json(
              wireOrder({
                status: 'paid',
                provider: 'test',
                user_course_stream_id: 12,
                paid_at: 1_800_000_100,
                service_type: 'expert_additional_question',
                questions_count: 3,
              }),
            ),
      ),
    );
    renderAt('/orders/41', 'anna@school.test');
    expect(await screen.findByText('“Yoga”: 3 more questions to the expert.')).toBeVisible();
    expect(screen.queryByText(/access until/)).toBeNull();
  });

  it('says a manual order without instructions waits for a school that has not set up payment', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(wireOrder({ provider: 'manual', payment_url: null, instructions: null }))),
    );
    renderAt('/orders/41', 'anna@school.test');
    expect(await screen.findByText('The school has not set up payment yet.')).toBeVisible();
    expect(screen.getByText(/It has not said how to pay for this order/)).toBeVisible();
    expect(screen.queryByText('Waiting for the payment…')).toBeNull();
  });

  it('says a failed payment charged nothing and offers the catalogue', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(wireOrder({ status: 'failed' }))),
    );
    renderAt('/orders/41', 'anna@school.test');
    expect(await screen.findByText('The payment did not go through. Nothing was charged.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute('href', '/catalog');
    expect(screen.queryByRole('link', { name: 'Go to the course' })).toBeNull();
  });
});
