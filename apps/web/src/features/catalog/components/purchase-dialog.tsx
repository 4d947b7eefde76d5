import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DiscountCodeField } from '../../../components/discount-code/discount-code-field';
import form from '../../../components/form/form.module.css';
import { FormField } from '../../../components/form/form-field';
import { Modal } from '../../../components/modal/modal';
import { PriceSummary } from '../../../components/price-summary/price-summary';
import { useAppConfig } from '../../../config/config-context';
import { errorText } from '../../../lib/api/api-error';
import { checkEmail, normalizeEmail } from '../../../lib/auth/credential-rules';
import { APP_TYPE } from '../../../lib/env/app-env';
import { purchaseNext } from '../../../lib/payments/order';
import { useOrderQuote } from '../../../lib/payments/order-quote';
import { useDiscountCode } from '../../../lib/payments/use-discount-code';
import { usePriceText } from '../../../lib/payments/use-price-text';
import { paymentPaths } from '../../../lib/routing/payment-paths';
import { useCurrentUser } from '../../../lib/session/current-user-query';
import { createOrder } from '../api/create-order';
import type { CatalogProduct } from '../api/get-catalog';
import styles from './catalog.module.css';
import { iapErrorKey, usesInAppPurchase } from './iap-errors';

/** Leaves the app for the provider's payment page (Stripe Checkout or the demo's test checkout). */
export const openPaymentPage = (url: string) => window.location.assign(url);

/**
 * The purchase of a catalogue product (spec 02 §5, §8): the price, an optional discount code
 * checked first as on a renewal (spec 02 §4), the e-mail when the profile has none ("an e-mail is
 * required before a purchase"), then `POST /order/{serviceId}`; the
 * learner goes to pay, or to the order page (free: paid; manual: the school's instructions).
 * A failure keeps the dialog open with "Couldn't complete my purchase" and the server's words.
 */
export function PurchaseDialog({
  product,
  paymentReady = true,
  onClose,
}: {
  product: CatalogProduct;
  /** False: the school cannot take a payment yet (manual mode without instructions, decision 113). */
  paymentReady?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation();
  const { price } = usePriceText();
  const navigate = useNavigate();
  const { brand } = useAppConfig().components;
  const user = useCurrentUser();
  const askEmail = user.isSuccess && !user.data.email;
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inApp = usesInAppPurchase(APP_TYPE, brand, product.service);
  const priced = !inApp && product.service.price > 0;
  const discount = useDiscountCode(product.serviceId);
  // The price with a checked code, any points credit or invitation discount (issue 27); a store
  // sets its own.
  const quote = useOrderQuote({ serviceId: product.serviceId, promocode: discount.promocode }, priced);
  // Nothing to pay (a free product, or points that cover it) is still taken without a checkout.
  const notSetUp =
    !inApp && !paymentReady && (quote.data ? quote.data.amount > 0 : product.service.price > 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (inApp) {
      // The store plugin comes with the mobile shell (issue 12, decision 063): until then this
      // build has no store to talk to, which is the store's own "setup" failure.
      setFailure(t(iapErrorKey('ERR_SETUP')));
      return;
    }
    const typed = normalizeEmail(email);
    if (askEmail) {
      const rule = checkEmail(typed);
      setEmailError(
        rule ? t(rule === 'required' ? 'purchase.emailRequired' : 'purchase.emailInvalid') : null,
      );
      if (rule) return;
    }
    // spec 02 §4: a code, when entered, is checked first; a refused code stops the payment here.
    const { go, promocode } = priced ? await discount.beforePaying() : { go: true, promocode: null };
    if (!go) return;
    setPending(true);
    try {
      const order = await createOrder(product.serviceId, { email: askEmail ? typed : undefined, promocode });
      const next = purchaseNext(order);
      if (next.kind === 'pay') openPaymentPage(next.url);
      else navigate(paymentPaths.order(next.orderId));
    } catch (error) {
      setFailure(`${t('purchase.failed')}: ${errorText(error, common('errors.unknown'))}`);
      setPending(false);
    }
  }

  return (
    <Modal title={t('purchase.title', { title: product.title })} onClose={onClose}>
      <form className={form.form} onSubmit={submit} noValidate>
        {quote.data && quote.data.amount !== quote.data.price ? (
          <PriceSummary quote={quote.data} />
        ) : (
          <dl className={styles.summary}>
            <dt>{t('purchase.price')}</dt>
            <dd data-price={product.service.price}>{price(product.service)}</dd>
          </dl>
        )}
        {notSetUp && (
          <p role="status" className={styles.note} data-payment-not-set-up>
            {t('purchase.notSetUp')}
          </p>
        )}
        {priced && !notSetUp && <DiscountCodeField discount={discount} />}
        {askEmail && !inApp && !notSetUp && (
          <>
            <p className={styles.note}>{t('purchase.emailNeeded')}</p>
            <FormField
              label={t('purchase.email')}
              type="email"
              autoComplete="email"
              name="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                // The refusal was about what was typed before: it goes once the address changes.
                setEmailError(null);
              }}
              error={emailError}
            />
          </>
        )}
        {failure && (
          <p role="alert" className={form.formError}>
            {failure}
          </p>
        )}
        <div className={button.actions}>
          <button type="button" className={button.secondary} onClick={onClose}>
            {t('purchase.cancel')}
          </button>
          <button type="submit" className={button.primary} disabled={pending || notSetUp} aria-busy={pending}>
            {pending ? t('purchase.paying') : inApp ? t('purchase.inApp') : t('purchase.pay')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
