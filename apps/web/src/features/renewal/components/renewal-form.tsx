import type { ExtendOfferType } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DiscountCodeField } from '../../../components/discount-code/discount-code-field';
import form from '../../../components/form/form.module.css';
import { FormField } from '../../../components/form/form-field';
import { PriceSummary } from '../../../components/price-summary/price-summary';
import ui from '../../../components/ui/screen.module.css';
import { errorText } from '../../../lib/api/api-error';
import { checkEmail, normalizeEmail } from '../../../lib/auth/credential-rules';
import { purchaseNext } from '../../../lib/payments/order';
import { useOrderQuote } from '../../../lib/payments/order-quote';
import { useDiscountCode } from '../../../lib/payments/use-discount-code';
import { usePriceText } from '../../../lib/payments/use-price-text';
import { paymentPaths } from '../../../lib/routing/payment-paths';
import { useCurrentUser } from '../../../lib/session/current-user-query';
import { extendStream } from '../api/extend-stream';
import { useCourseOffers } from '../api/get-course-offers';
import type { ExtendOffer } from '../api/get-extend-offers';
import styles from './renewal.module.css';

const GROUPS: { type: ExtendOfferType; title: 'renewal.access' | 'renewal.questions' }[] = [
  { type: 'course_subscription', title: 'renewal.access' },
  { type: 'expert_additional_question', title: 'renewal.questions' },
];

interface RenewalFormProps {
  streamId: number;
  courseId: number;
  offers: ExtendOffer[];
  initialType: ExtendOfferType | null;
}

/** Leaves the app for the provider's payment page. */
const openPaymentPage = (url: string) => window.location.assign(url);

/**
 * The renewal's choice and payment (spec 02 §4, §7): one offer, an optional discount code
 * checked first (the discounted price, or why not), the contact fields prefilled from the
 * profile, then `POST /extend/{streamId}/course-service/{serviceId}`.
 */
export function RenewalForm({ streamId, courseId, offers, initialType }: RenewalFormProps) {
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation();
  const { price, money } = usePriceText();
  const navigate = useNavigate();
  const id = useId();
  const user = useCurrentUser().data;
  const courseOffers = useCourseOffers(courseId).data ?? [];
  const first = offers.find((o) => o.typeCode === initialType) ?? offers[0];
  const [serviceId, setServiceId] = useState(first?.serviceId ?? 0);
  const discount = useDiscountCode(serviceId);
  const [name, setName] = useState(() => [user?.firstName, user?.lastName].filter(Boolean).join(' '));
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = offers.find((o) => o.serviceId === serviceId);
  // What the order would charge, with the checked code and any points credit (issue 27): the
  // button shows only a figure for what is on the form now.
  const quote = useOrderQuote({ serviceId, streamId, promocode: discount.promocode });
  const shown = quote.data && !quote.isPlaceholderData ? quote.data : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setFailure(null);
    // spec 02 §5: an e-mail is required before a purchase.
    const emailRule = checkEmail(normalizeEmail(email));
    setEmailError(
      emailRule ? t(emailRule === 'required' ? 'purchase.emailRequired' : 'purchase.emailInvalid') : null,
    );
    if (emailRule) return;
    // spec 02 §4: a code, when entered, is checked first; a refused code stops the payment here.
    const { go, promocode } = await discount.beforePaying();
    if (!go) return;
    setPending(true);
    try {
      const order = await extendStream(streamId, serviceId, { name, phone, email }, promocode);
      const next = purchaseNext(order);
      if (next.kind === 'pay') openPaymentPage(next.url);
      else navigate(paymentPaths.order(next.orderId));
    } catch (error) {
      setFailure(`${t('renewal.failed')}: ${errorText(error, common('errors.unknown'))}`);
      setPending(false);
    }
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      {GROUPS.map((group) => {
        const items = offers.filter((o) => o.typeCode === group.type);
        if (items.length === 0) return null;
        return (
          <fieldset key={group.type} className={styles.offers} data-offer-group={group.type}>
            <legend className={styles.legend}>{t(group.title)}</legend>
            {items.map((offer) => {
              const look = courseOffers.find((o) => o.serviceId === offer.serviceId);
              const image = look?.images?.medium ?? look?.images?.small;
              return (
                <label
                  key={offer.id}
                  className={`${ui.surface} ${styles.offer}`}
                  data-service-id={offer.serviceId}
                >
                  <input
                    type="radio"
                    name={`${id}-offer`}
                    value={offer.serviceId}
                    checked={offer.serviceId === serviceId}
                    onChange={() => setServiceId(offer.serviceId)}
                  />
                  {image && <img className={styles.offerImage} src={image} alt="" />}
                  <span className={styles.offerText}>
                    <span>{offer.service.title}</span>
                    {look?.description && <span className={ui.muted}>{look.description}</span>}
                    <span className={ui.muted}>
                      {offer.service.questionsCount
                        ? t('service.questions', { count: offer.service.questionsCount })
                        : t('service.access', { count: offer.service.durationDays })}
                    </span>
                    <span className={styles.offerPrice}>{price(offer.service)}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}

      <DiscountCodeField discount={discount} />

      {shown && <PriceSummary quote={shown} />}
      {/* The server's reason the offer cannot be bought now (a subscription already running). */}
      {chosen && quote.error && (
        <p role="status" className={styles.no}>
          {errorText(quote.error, common('errors.unknown'))}
        </p>
      )}

      <fieldset className={styles.offers}>
        <legend className={styles.legend}>{t('renewal.contact')}</legend>
        <FormField
          label={t('renewal.name')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={null}
        />
        <FormField
          label={t('renewal.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={null}
        />
        <FormField
          label={t('renewal.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
          }}
          error={emailError}
        />
      </fieldset>

      {failure && (
        <p role="alert" className={form.formError}>
          {failure}
        </p>
      )}
      <div className={button.actions}>
        <button type="submit" className={button.primary} disabled={!chosen || pending} aria-busy={pending}>
          {chosen && shown
            ? t('renewal.pay', { price: money(shown.amount, shown.currency) })
            : t('renewal.renew')}
        </button>
      </div>
    </form>
  );
}
