import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../../../components/banners/banner-api';
import { forPlatform } from '../../../components/banners/banner-filter';
import { BannerItem } from '../../../components/banners/banner-item';
import { useBannersEnabled } from '../../../components/banners/banners-enabled';
import { useDevicePlatform } from '../../../components/banners/use-device-platform';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import styles from '../components/banners-catalogue.module.css';

/**
 * spec 01 §2 banners: the banner catalogue, every banner the learner may see on this
 * device (its platform, whatever the screen), by `sort`.
 */
export function Component() {
  const { t } = useTranslation(['banners', 'common']);
  const titleId = useId();
  const enabled = useBannersEnabled();
  const platform = useDevicePlatform();
  const banners = useBanners();

  let body: React.ReactNode;
  if (!enabled) {
    body = <p className={ui.muted}>{t('disabled')}</p>;
  } else if (banners.isPending) {
    body = <p role="status">{t('common:status.loading')}</p>;
  } else if (banners.isError) {
    body = <LoadFailure message={t('failed')} error={banners.error} onRetry={() => void banners.refetch()} />;
  } else {
    const shown = forPlatform(banners.data, platform).sort((a, b) => a.sort - b.sort || a.id - b.id);
    body =
      shown.length === 0 ? (
        <p className={ui.muted}>{t('empty')}</p>
      ) : (
        <ul className={`${ui.cardGrid} ${styles.list}`}>
          {shown.map((banner) => (
            <li key={banner.id} data-banner-id={banner.id}>
              <article className={`${ui.raised} ${styles.card}`}>
                <h2 className={ui.cardTitle}>{banner.title}</h2>
                <BannerItem banner={banner} />
              </article>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className={ui.screen} aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.title}>
        {t('title')}
      </h1>
      <p className={ui.muted}>{t('lead')}</p>
      {body}
    </section>
  );
}
