import type { StaffPaymentSettings, staffPaymentSettingsBody } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { auditActor, auditText, changedValues, recordAudit } from '../../audit/index.js';
import type { SettingsRow } from '../payments.repository.js';
import { changeSchoolCurrency, schoolCurrency } from './staff-currency.js';
import { presentSettings } from './staff-payments.presenter.js';
import { findSettings, saveSettings } from './staff-sales.repository.js';

/**
 * The school's payment settings (decisions 060-062). The Stripe secrets are write-only: a
 * body that omits them keeps them, `null` removes them, and no answer ever carries them.
 * Test mode cannot stand beside a Stripe key (a school with a live provider could otherwise
 * hand out free courses through the test page): refused here with a clear text, and by the
 * table's check underneath. The currency is the school's (`projects.currency`), read here from
 * the database rather than the host cache, and changes only until the first order (decision 112).
 */

export async function viewPaymentSettings(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<StaffPaymentSettings> {
  const project = request.tenant.project;
  const [row, school] = await Promise.all([
    findSettings(app.db, project.id),
    schoolCurrency(app.db, project.id),
  ]);
  return presentSettings(row, school);
}

export async function savePaymentSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof staffPaymentSettingsBody>,
): Promise<StaffPaymentSettings> {
  const project = request.tenant.project;
  const lang = request.lang;
  // The currency is the school's row: the save is a school's change, which forgets this process's
  // cached schools when it commits (decision 133). A learner's next request here reads the new
  // currency; the trigger's NOTIFY tells the other processes after the same commit.
  const [row, school] = await app.tenants.change(async (tx) => {
    // The currency first: it locks the school's row, which an order being placed holds shared.
    const currencyBefore =
      body.currency === undefined ? null : await changeSchoolCurrency(tx, project.id, body.currency, lang);
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
    const saved = await saveSettings(tx, project.id, {
      mode: body.mode,
      manualInstructions: body.manual_instructions ?? null,
      cancelPopupText: body.cancel_popup_text ?? null,
      stripeSecretKey: secretKey,
      stripeWebhookSecret: webhookSecret,
    });
    const changes = changedValues(audited(current), audited(saved));
    if (currencyBefore !== null && currencyBefore !== body.currency) {
      changes.currency = { from: currencyBefore, to: body.currency };
    }
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, auditActor(request), {
        action: 'payment_settings.update',
        targetType: 'payment_settings',
        targetId: project.id,
        details: changes,
      });
    }
    return [saved, await schoolCurrency(tx, project.id)] as const;
  });
  return presentSettings(row, school);
}

/** The settings as the audit line compares them: the Stripe secrets only as set or not, never their text. */
function audited(row: SettingsRow | undefined) {
  return {
    mode: row?.mode ?? 'manual',
    manual_instructions: auditText(row?.manualInstructions),
    cancel_popup_text: auditText(row?.cancelPopupText),
    stripe_secret_key: Boolean(row?.stripeSecretKey),
    stripe_webhook_secret: Boolean(row?.stripeWebhookSecret),
  };
}
