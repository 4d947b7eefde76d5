import type { StaffOrder } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefundDialog } from './refund-dialog';

/** The refund's confirmation (issue 15): says what follows, sends nothing until confirmed. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const order = {
  id: 12,
  status: 'paid',
  amount: 199_050,
  currency: 'USD',
  learner: { id: 3, name: 'Anna', last_name: 'Ivanova', email: null },
  provider: 'stripe',
  service: { id: 7, title: 'Full course', type: 'course_buy' },
} as StaffOrder;
const renderDialog = (onDone = vi.fn(), onClose = vi.fn(), shown: StaffOrder = order) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RefundDialog order={shown} onClose={onClose} onDone={onDone} />
    </QueryClientProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('RefundDialog', () => {
  it('states what the refund takes back and where the money goes, then refunds on confirm', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { ...order, status: 'refunded' }));
    const onDone = vi.fn();
    renderDialog(onDone);
    const dialog = screen.getByRole('dialog', { name: 'Refund order 12?' });
    expect(within(dialog).getByText(/Anna Ivanova for “Full course” \(\$1,990\.50\)/)).toBeInTheDocument();
    expect(within(dialog).getByText(/days of access this order bought come off/)).toBeInTheDocument();
    expect(within(dialog).getByText(/their cashback for this order is taken back/)).toBeInTheDocument();
    expect(within(dialog).getByText(/card through Stripe/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Refund' }));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/spa\/api\/v1\/staff\/orders\/12\/refund\?lang=en$/);
    expect(init?.method).toBe('POST');
    expect(onDone).toHaveBeenCalled();
  });

  it('names what extra questions and a manual payment leave to the school', () => {
    renderDialog(vi.fn(), vi.fn(), {
      ...order,
      provider: 'manual',
      service: { ...order.service, type: 'expert_additional_question' },
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/extra questions .* not asked yet are taken back/)).toBeInTheDocument();
    expect(within(dialog).getByText(/return it to the learner yourself/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Stripe/)).toBeNull();
  });

  it('names the other paid orders of the course, which the refund leaves as they are', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(200, {
        items: [
          { ...order, user_course_stream_id: 5 },
          {
            ...order,
            id: 13,
            amount: 150_000,
            user_course_stream_id: 5,
            service: { id: 9, title: '3 extra questions', type: 'expert_additional_question' },
          },
        ],
        total: 2,
      }),
    );
    renderDialog(vi.fn(), vi.fn(), { ...order, user_course_stream_id: 5 });
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText(/has another paid order, which this refund leaves/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('order 13: “3 extra questions” ($1,500.00)')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toMatch(
      /\/staff\/orders\?.*status=paid.*user_course_stream_id=5/,
    );
  });

  it("shows the server's refusal and stays open", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(409, { name: 'Conflict', message: 'Only a paid order can be refunded.', code: 0, status: 409 }),
    );
    const onDone = vi.fn();
    renderDialog(onDone);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a paid order can be refunded.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
