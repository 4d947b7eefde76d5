import type { StaffOrder, StaffService } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiscountCodeDialog } from './discount-code-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import { SettingsForm } from './settings-panel';

/** The payments forms: what they send, and what they refuse before sending (issue 11). */
const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sentBody = (fetch: ReturnType<typeof vi.spyOn>) =>
  JSON.parse(String((fetch.mock.calls[0]![1] as RequestInit).body));

const service = { id: 7, title: 'Full course', price: 199_000 } as StaffService;

afterEach(() => vi.restoreAllMocks());

describe('DiscountCodeDialog', () => {
  it('refuses a bad code and amount before any call, then sends the amount in minor units exactly', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(201, {}));
    const onClose = vi.fn();
    render(wrap(<DiscountCodeDialog code={null} services={[service]} currency="RUB" onClose={onClose} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'a b');
    await user.selectOptions(screen.getByLabelText('Discount'), 'amount');
    await user.type(screen.getByLabelText('Amount, RUB'), '499,999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use 3 to 40 letters, digits, - or _')).toBeInTheDocument();
    expect(screen.getByLabelText('Service')).toHaveAccessibleDescription('Choose a service');
    expect(screen.getByText('Enter an amount such as 500 or 499.90')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'SPRING500');
    await user.selectOptions(screen.getByLabelText('Service'), '7');
    await user.clear(screen.getByLabelText('Amount, RUB'));
    await user.type(screen.getByLabelText('Amount, RUB'), '4,35');
    await user.type(screen.getByLabelText('Usage limit'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/staff\/discount-codes\?lang=en$/);
    expect(sentBody(fetch)).toEqual({
      code: 'SPRING500',
      course_service_id: 7,
      kind: 'amount',
      value: 435,
      expires_at: null,
      usage_limit: 1,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal on its field (a taken code is the form's text)", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(409, {
        name: 'Conflict',
        message: 'The school already has this discount code.',
        code: 0,
        status: 409,
      }),
    );
    render(wrap(<DiscountCodeDialog code={null} services={[service]} currency="RUB" onClose={() => {}} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'WELCOME10');
    await user.selectOptions(screen.getByLabelText('Service'), '7');
    await user.type(screen.getByLabelText('Percent (1–100)'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The school already has this discount code.');
  });
});

describe('DiscountCodeDialog: codes that make no sense', () => {
  it("refuses an amount above the service's price and a past day by their fields, before any call", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(201, {}));
    render(wrap(<DiscountCodeDialog code={null} services={[service]} currency="RUB" onClose={() => {}} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'TOOMUCH');
    await user.selectOptions(screen.getByLabelText('Service'), '7');
    await user.selectOptions(screen.getByLabelText('Discount'), 'amount');
    await user.type(screen.getByLabelText('Amount, RUB'), '2000');
    await user.type(screen.getByLabelText('Valid until'), '2020-01-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Amount, RUB')).toHaveAccessibleDescription(
      "The amount off cannot be more than the service's price",
    );
    expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription(
      expect.stringContaining('This date has already passed: choose today or a later day'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an amount above the largest names the largest, in the school’s currency', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(201, {}));
    const big = { ...service, price: 100_000_000 };
    render(wrap(<DiscountCodeDialog code={null} services={[big]} currency="RUB" onClose={() => {}} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'HUGE');
    await user.selectOptions(screen.getByLabelText('Service'), '7');
    await user.selectOptions(screen.getByLabelText('Discount'), 'amount');
    await user.type(screen.getByLabelText('Amount, RUB'), '5000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Amount, RUB')).toHaveAccessibleDescription(
      /^The amount off can be at most RUB\s?1,000,000\.00$/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's 422 by the amount and the expiry fields", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, [
        { field: 'value', message: 'Скидка не может быть больше цены услуги (1 990,00 ₽).' },
        { field: 'expires_at', message: 'Эта дата уже прошла: выберите сегодняшний или более поздний день.' },
      ]),
    );
    render(wrap(<DiscountCodeDialog code={null} services={[service]} currency="RUB" onClose={() => {}} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'RACED');
    await user.selectOptions(screen.getByLabelText('Service'), '7');
    await user.type(screen.getByLabelText('Percent (1–100)'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Скидка не может быть больше цены услуги (1 990,00 ₽).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Percent (1–100)')).toHaveAccessibleDescription(
      'Скидка не может быть больше цены услуги (1 990,00 ₽).',
    );
    expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription(
      expect.stringContaining('Эта дата уже прошла'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('MarkPaidDialog', () => {
  it('says what is confirmed, and posts the mark only on the confirmation', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, {}));
    const onDone = vi.fn();
    const order = {
      id: 12,
      amount: 199_050,
      currency: 'RUB',
      learner: { id: 3, name: 'Anna', last_name: 'Ivanova', email: null },
      service: { id: 7, title: 'Full course', type: 'course_buy' },
    } as StaffOrder;
    render(wrap(<MarkPaidDialog order={order} onClose={() => {}} onDone={onDone} />));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/from Anna Ivanova for “Full course” has arrived/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yes, the money arrived' }));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/staff\/orders\/12\/mark-paid/);
    expect(onDone).toHaveBeenCalled();
  });
});

describe('SettingsForm', () => {
  const saved = {
    mode: 'stripe' as const,
    currency: 'RUB',
    currency_locked: true,
    manual_instructions: null,
    cancel_popup_text: null,
    stripe_configured: true,
    stripe_live: true,
  };

  it('keeps the saved secrets when their fields stay empty (they are never shown)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, saved));
    render(wrap(<SettingsForm saved={saved} />));
    expect(screen.getByText('Live key saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Secret key')).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(sentBody(fetch)).toEqual({ mode: 'stripe', manual_instructions: null, cancel_popup_text: null });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('"remove the keys" sends null for both, so test mode can follow', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, saved));
    render(wrap(<SettingsForm saved={saved} />));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Payment mode'), 'manual');
    await user.click(screen.getByLabelText('Remove the saved Stripe keys'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentBody(fetch)).toMatchObject({
      mode: 'manual',
      stripe_secret_key: null,
      stripe_webhook_secret: null,
    });
  });

  it('offers the currency until the first order, sending it only when changed (decision 112)', async () => {
    const fresh = { ...saved, mode: 'test' as const, currency_locked: false, stripe_configured: false };
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { ...fresh, currency: 'JPY' }));
    render(wrap(<SettingsForm saved={fresh} />));
    const select = screen.getByLabelText('Currency');
    expect(select).toHaveValue('RUB');
    expect(within(select).getByRole('option', { name: 'JPY — Japanese Yen' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(select, 'JPY');
    expect(select).toHaveAccessibleDescription(/1 990 RUB becomes 1 990 JPY/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentBody(fetch)).toMatchObject({ mode: 'test', currency: 'JPY' });
  });

  it('shows the server refusal of a currency under its field', async () => {
    const fresh = { ...saved, mode: 'test' as const, currency_locked: false, stripe_configured: false };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, [
        { field: 'currency', message: 'The currency cannot change: the school already has orders in RUB.' },
      ]),
    );
    render(wrap(<SettingsForm saved={fresh} />));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/already has orders in RUB/)).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true');
  });

  it('with orders, says the currency is fixed and sends none', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, saved));
    render(wrap(<SettingsForm saved={saved} />));
    expect(screen.queryByLabelText('Currency')).toBeNull();
    expect(screen.getByText(/The school's currency: RUB. It is fixed/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(sentBody(fetch)).not.toHaveProperty('currency');
  });

  it('warns while the mode is manual and the instructions are empty (decision 113)', async () => {
    const manual = { ...saved, mode: 'manual' as const, stripe_configured: false };
    render(wrap(<SettingsForm saved={manual} />));
    expect(screen.getByRole('note', { name: 'Learners cannot buy anything yet' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Manual payment instructions'), 'IBAN X');
    expect(screen.queryByRole('note', { name: 'Learners cannot buy anything yet' })).toBeNull();
    await user.clear(screen.getByLabelText('Manual payment instructions'));
    await user.type(screen.getByLabelText('Manual payment instructions'), '   ');
    expect(screen.getByRole('note', { name: 'Learners cannot buy anything yet' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Payment mode'), 'test');
    expect(screen.queryByRole('note', { name: 'Learners cannot buy anything yet' })).toBeNull();
  });
});
