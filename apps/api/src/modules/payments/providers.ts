import type { SettingsRow } from './payments.repository.js';
import type { PaymentProviderAdapter } from './provider.js';
import { createStripeProvider } from './stripe/stripe-provider.js';
import { createTestProvider } from './test-provider.js';

/**
 * The school's provider (decision 060): `test` and `stripe` have a checkout to send the
 * learner to; `manual` (also no settings row) has none, the order waits for an administrator.
 */
export function adapterFor(settings: SettingsRow | null, origin: string): PaymentProviderAdapter | null {
  if (settings?.mode === 'test') return createTestProvider({ origin });
  if (settings?.mode === 'stripe' && settings.stripeSecretKey) {
    return createStripeProvider({ secretKey: settings.stripeSecretKey });
  }
  return null;
}

/**
 * Whether a learner can be asked to pay now (issue 28, decision 113): `test` and `stripe` have a
 * checkout; `manual` only once the school says how to pay. Without instructions the learner would
 * wait on an order nobody told them how to pay, so a priced order is refused instead.
 */
export function canTakePayment(settings: SettingsRow | null): boolean {
  if ((settings?.mode ?? 'manual') !== 'manual') return true;
  return Boolean(settings?.manualInstructions?.trim());
}
