import type { StaffPaymentSettings, staffPaymentSettingsBody } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { message } from '../../../lib/messages.js';
import { fieldError } from '../../learning/field-error.js';
import { presentSettings } from './staff-payments.presenter.js';
import { findSettings, saveSettings } from './staff-sales.repository.js';

/**
 * The school's payment settings (decisions 060-062). The Stripe secrets are write-only: a
 * body that omits them keeps them, `null` removes them, and no answer ever carries them.
 * Test mode cannot stand beside a Stripe key (a school with a live provider could otherwise
 * hand out free courses through the test page): refused here with a clear text, and by the
 * table's check underneath.
 */

export async function viewPaymentSettings(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<StaffPaymentSettings> {
  const project = request.tenant.project;
  return presentSettings(await findSettings(app.db, project.id), project.currency);
}

export async function savePaymentSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof staffPaymentSettingsBody>,
): Promise<StaffPaymentSettings> {
  const project = request.tenant.project;
  const lang = request.lang;
  const row = await app.db.transaction(async (tx) => {
    const current = await findSettings(tx, project.id, true);
    const secretKey =
      body.stripe_secret_key === undefined ? (current?.stripeSecretKey ?? null) : body.stripe_secret_key;
    const webhookSecret =
      body.stripe_webhook_secret === undefined
        ? (current?.stripeWebhookSecret ?? null)
        : body.stripe_webhook_secret;
    if (body.mode === 'test' && secretKey !== null)
      throw fieldError('mode', message('staffPaymentsTestWithStripe', lang));
    if (body.mode === 'stripe' && (secretKey === null || webhookSecret === null)) {
      throw fieldError(
        secretKey === null ? 'stripe_secret_key' : 'stripe_webhook_secret',
        message('staffPaymentsStripeKeys', lang),
      );
    }
    return saveSettings(tx, project.id, {
      mode: body.mode,
      manualInstructions: body.manual_instructions ?? null,
      cancelPopupText: body.cancel_popup_text ?? null,
      stripeSecretKey: secretKey,
      stripeWebhookSecret: webhookSecret,
    });
  });
  return presentSettings(row, project.currency);
}
