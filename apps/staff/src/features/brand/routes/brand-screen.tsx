import { ErrorState, Spinner } from '@cp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { brandKeys } from '../api/brand-keys';
import { useBrand } from '../api/get-brand';
import styles from '../components/brand.module.css';
import { BrandEditor } from '../components/brand-editor';
import { TimeZoneSection } from '../components/time-zone-section';

/**
 * The school's brand and domains (issue 13 "Brand and domains", decision 072): what `GET /config`
 * serves to learners, with a preview of their sign-in screen.
 */
export default function BrandScreen() {
  const { t } = useTranslation('brand');
  const brand = useBrand();
  const queryClient = useQueryClient();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <TimeZoneSection />
      {brand.isPending ? (
        <Spinner label={t('loading', { ns: 'common' })} />
      ) : brand.isError ? (
        <ErrorState
          title={t('loadFailed')}
          text={errorText(brand.error, t('errors.unknown', { ns: 'common' }))}
          onRetry={() => void brand.refetch()}
          retryLabel={t('actions.retry', { ns: 'common' })}
        />
      ) : (
        // A new load starts the form afresh (after a 409, "reload the settings").
        <BrandEditor
          key={brand.dataUpdatedAt}
          view={brand.data}
          onReload={() => void queryClient.invalidateQueries({ queryKey: brandKeys.view() })}
        />
      )}
    </div>
  );
}
