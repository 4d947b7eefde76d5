import button from '@cp/ui/button/button.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ui from '../../../components/ui/screen.module.css';
import { usePriceText } from '../../../lib/payments/use-price-text';
import { learningPaths } from '../../../lib/routing/learning-paths';
import { paymentPaths } from '../../../lib/routing/payment-paths';
import type { CatalogProduct } from '../api/get-catalog';
import styles from './catalog.module.css';

/**
 * One product of the catalogue (spec 02 §3 Catalog product): preview, offer type, title,
 * author, description, price and the buy button; a course the learner already holds links to it.
 */
export function ProductCard({
  product,
  onBuy,
}: {
  product: CatalogProduct;
  onBuy: (product: CatalogProduct) => void;
}) {
  const { t } = useTranslation('payments');
  const { price } = usePriceText();
  const titleId = useId();
  const { service } = product;
  // Issue 27: buying a course the learner holds only moved its end date, without a word. Days of
  // a held course are added on the renewal screen, which says so. A subscription (a different
  // thing: recurring) and extra questions are still bought here.
  const renews = service.streamId !== null && service.type === 'course_buy';
  return (
    <li>
      <article className={ui.mediaCard} aria-labelledby={titleId} data-product-id={product.id}>
        {product.preview && <img className={styles.preview} src={product.preview} alt="" loading="lazy" />}
        <div className={`${ui.cardBody} ${styles.body}`}>
          <span className={`${ui.chip} ${styles.type}`} data-offer-type={product.type}>
            {t(`offerType.${product.type}`)}
          </span>
          <h3 id={titleId} className={`${ui.cardTitle} ${styles.cardTitle}`}>
            {product.title}
          </h3>
          {product.author && <p className={styles.muted}>{t('catalog.author', { name: product.author })}</p>}
          {product.description && <p className={styles.note}>{product.description}</p>}
          {service.type === 'course_buy' && (
            <p className={styles.muted}>{t('service.access', { count: service.durationDays })}</p>
          )}
          <p className={styles.price} data-price={service.price}>
            {price(service)}
          </p>
          {renews && <p className={styles.note}>{t('catalog.ownedNote')}</p>}
          <div className={styles.actions}>
            {renews ? (
              <Link
                className={button.primary}
                to={paymentPaths.renewal(service.streamId!)}
                aria-label={t('catalog.renewLabel', { title: product.title })}
              >
                {t('catalog.renew')}
              </Link>
            ) : (
              <button
                type="button"
                className={button.primary}
                aria-label={t('catalog.buyLabel', { title: product.title })}
                onClick={() => onBuy(product)}
              >
                {t('catalog.buy')}
              </button>
            )}
            {service.streamId !== null && (
              <Link className={button.secondary} to={learningPaths.calendar(service.streamId)}>
                {t('catalog.owned')}
              </Link>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
