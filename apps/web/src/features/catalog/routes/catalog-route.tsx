import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { type CatalogProduct, useCatalog } from '../api/get-catalog';
import styles from '../components/catalog.module.css';
import { groupCatalog } from '../components/catalog-groups';
import { ProductCard } from '../components/product-card';
import { PurchaseDialog } from '../components/purchase-dialog';

/**
 * spec 02 §2 catalog (`/catalog`: docs/spec-gaps.md): the school's products by category with
 * their offer type, preview, author and price, and the purchase. The phone's `catalog` banner
 * codes (spec 01 §3, 24-27) show above it.
 */
export function Component() {
  const { t } = useTranslation('payments');
  const titleId = useId();
  const catalog = useCatalog();
  const [buying, setBuying] = useState<CatalogProduct | null>(null);

  return (
    <section className={`${ui.screen} ${styles.screen}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.nameTitle}>
        {t('catalog.title')}
      </h1>
      {catalog.isPending && <p role="status">{t('catalog.loading')}</p>}
      {catalog.error && (
        <LoadFailure
          message={t('catalog.loadFailed')}
          error={catalog.error}
          onRetry={() => catalog.refetch()}
          retrying={catalog.isRefetching}
        />
      )}
      {catalog.data?.paymentMode === 'test' && <p className={styles.note}>{t('catalog.testMode')}</p>}
      {catalog.data?.paymentMode === 'manual' && (
        <p className={styles.note} data-payment-ready={catalog.data.paymentReady}>
          {t(catalog.data.paymentReady ? 'catalog.manualMode' : 'catalog.notSetUp')}
        </p>
      )}
      {catalog.data?.products.length === 0 && <p className={styles.muted}>{t('catalog.empty')}</p>}
      {catalog.data &&
        groupCatalog(catalog.data).map((group) => {
          const headingId = `${titleId}-${group.categoryId ?? 'other'}`;
          return (
            <section
              key={group.categoryId ?? 'other'}
              className={styles.group}
              aria-labelledby={headingId}
              data-category-id={group.categoryId ?? undefined}
            >
              <h2 id={headingId} className={ui.sectionTitle}>
                {group.title ?? t('catalog.other')}
              </h2>
              <ul className={`${ui.cardGrid} ${styles.list}`}>
                {group.products.map((product) => (
                  <ProductCard key={product.id} product={product} onBuy={setBuying} />
                ))}
              </ul>
            </section>
          );
        })}
      {buying && (
        <PurchaseDialog
          product={buying}
          paymentReady={catalog.data?.paymentReady ?? true}
          onClose={() => setBuying(null)}
        />
      )}
    </section>
  );
}
