import type { CheckoutSession, LineItem } from './objects.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function money(amount: number, currency: string): string {
  try {
    const digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 10 ** digits);
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * The hosted checkout page of the local Stripe: what the learner's browser reaches from the
 * session's `url`. Paying completes the session (the webhooks follow) and returns to
 * `success_url`; "Back" returns to `cancel_url` and leaves the session open, as Stripe does.
 */
export function checkoutPage(session: CheckoutSession, items: LineItem[]): string {
  const rows = items
    .map((i) => {
      const every = i.recurring ? ` / ${i.recurring.interval_count} ${i.recurring.interval}` : '';
      return `<li>${escapeHtml(i.name)} × ${i.quantity}: ${money(i.unit_amount * i.quantity, i.currency)}${every}</li>`;
    })
    .join('');
  const open = session.status === 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local Stripe Checkout (test mode)</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}
.test{background:#ffde92;padding:.25rem .5rem;border-radius:4px;font-weight:600}
button{font:inherit;padding:.75rem 1.25rem;margin:.25rem .5rem .25rem 0;cursor:pointer}</style></head>
<body><p class="test">TEST MODE: local Stripe, no money moves</p>
<h1>Pay ${money(session.amount_total, session.currency)}</h1><ul>${rows}</ul>
${
  open
    ? `<form method="post"><button name="action" value="pay" type="submit">Pay</button>
<button name="action" value="cancel" type="submit">Back</button></form>`
    : `<p>This session is ${escapeHtml(session.status)}.</p>`
}
</body></html>`;
}
