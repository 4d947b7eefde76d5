import { ErrorState, Spinner } from '@cp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { brandKeys } from '../api/brand-keys';
import { useBrand } from '../api/get-brand';
import { useSupportTopics } from '../api/get-support-topics';
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
  const topics = useSupportTopics();
  const queryClient = useQueryClient();
  // The form chooses among the school's support topics: it opens once both are in.
  const failed = brand.isError ? brand : topics;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <TimeZoneSection />
      {brand.isError || topics.isError ? (
        <ErrorState
          title={t('loadFailed')}
          text={errorText(failed.error, t('errors.unknown', { ns: 'common' }))}
          onRetry={() => void failed.refetch()}
          retryLabel={t('actions.retry', { ns: 'common' })}
        />
      ) : brand.isPending || topics.isPending ? (
        <Spinner label={t('loading', { ns: 'common' })} />
      ) : (
        // A new load starts the form afresh (after a 409, "reload the settings").
        <BrandEditor
          key={brand.dataUpdatedAt}
          view={brand.data}
          topics={topics.data}
          onReload={() => void queryClient.invalidateQueries({ queryKey: brandKeys.view() })}
        />
      )}
    </div>
  );
}
