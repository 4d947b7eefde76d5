import button from '@cp/ui/button/button.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UserAvatar } from '../../../components/avatar/user-avatar';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { errorText } from '../../../lib/api/api-error';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { type CurrentUser, displayName } from '../../../lib/session/current-user';
import { type UserStatistics, useProfile } from '../api/profile-query';
import styles from '../components/profile.module.css';
import { PROFILE_PATHS } from '../components/profile-paths';
import { ReferralStatistics } from '../components/referral-statistics';

const MAIN_STATISTICS = [
  'scoresAmount',
  'viewedHours',
  'completedCourses',
  'completedTasks',
  'viewedLessons',
] as const satisfies readonly (keyof UserStatistics)[];

const NETWORK_NAMES: Record<string, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
  vkontakte: 'VK',
};

/** spec 01 §2 user: the profile with its avatar, the fields of §3 and the statistics. */
export function Component() {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  const statsId = useId();
  const detailsId = useId();
  const { domain } = useAppConfig();
  const location = useLocation();
  const saved = Boolean((location.state as { profileSaved?: boolean } | null)?.profileSaved);
  const { data, isPending, isError, error, refetch } = useProfile();
  const number = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 });

  if (isPending) {
    return (
      <p role="status" className={styles.page}>
        {tCommon('status.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId}>{t('title')}</h1>
        <div role="alert">
          <p className={styles.error}>{errorText(error, t('loadFailed'))}</p>
          <button type="button" className={button.secondary} onClick={() => refetch()}>
            {tCommon('actions.retry')}
          </button>
        </div>
      </section>
    );
  }

  const { user, statistics } = data;
  const name = displayName(user);
  const hasSocial = domain.auth.enabled && Object.keys(domain.auth.clients).length > 0;
  const orNone = (value: string | null | undefined) => value?.trim() || t('notSpecified');
  const details: [string, string][] = [
    [t('fields.email'), orNone(user.email)],
    [t('fields.firstName'), orNone(user.firstName)],
    [t('fields.lastName'), orNone(user.lastName)],
    [t('fields.city'), orNone(user.city)],
    [t('fields.gender'), user.gender ? t(`gender.${user.gender}`) : t('notSpecified')],
    [t('fields.phone'), orNone(user.phone)],
    [t('fields.birthday'), orNone(user.birthday)],
    [t('fields.instagramId'), orNone(user.instagramId)],
    [t('fields.timezone'), orNone(user.timezone?.replaceAll('_', ' '))],
    [
      t('fields.languageCode'),
      user.languageCode ? tCommon(`language.names.${user.languageCode}`) : t('notSpecified'),
    ],
    [t('fields.notifications'), t(user.disableNotification ? 'notificationsOff' : 'notificationsOn')],
  ];
  if (hasSocial) details.push([t('fields.socialNetworks'), networks(user, t('noNetworks'))]);

  return (
    <div className={styles.page}>
      <section className={`${ui.surface} ${styles.card}`} aria-labelledby={titleId}>
        <div className={styles.identity}>
          <UserAvatar user={user} size={96} decorative />
          <div>
            <h1 id={titleId} className={styles.name}>
              {name}
            </h1>
            {user.email && user.email !== name && <p className={styles.muted}>{user.email}</p>}
          </div>
        </div>
        {saved && (
          <p role="status" className={`${styles.success} ${styles.actions}`}>
            {t('saved')}
          </p>
        )}
        <div className={styles.actions}>
          <Link to={PROFILE_PATHS.edit} className={button.primary}>
            {t('edit')}
          </Link>
          <Link to={PROFILE_PATHS.settings} className={button.secondary}>
            {t('settings')}
          </Link>
        </div>
      </section>

      <section className={`${ui.surface} ${styles.card}`} aria-labelledby={statsId}>
        <h2 id={statsId} className={styles.sectionTitle}>
          {t('statistics.title')}
        </h2>
        <dl className={styles.stats}>
          {MAIN_STATISTICS.map((key) => (
            <div key={key} className={styles.stat}>
              <dt>{t(`statistics.${key}`)}</dt>
              <dd>{number.format(statistics[key])}</dd>
            </div>
          ))}
        </dl>
        {/* spec 01 §2 "stats": the same numbers over time (decision 089). */}
        <div className={styles.actions}>
          <Link to={PROFILE_PATHS.stats}>{t('statistics.overTime')}</Link>
        </div>
      </section>

      <ReferralStatistics statistics={statistics} />

      <section className={`${ui.surface} ${styles.card}`} aria-labelledby={detailsId}>
        <h2 id={detailsId} className={styles.sectionTitle}>
          {t('details')}
        </h2>
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label} className={styles.detailRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {hasSocial && (
          <div className={styles.actions}>
            <Link to={PROFILE_PATHS.socialNetworks}>{t('manageNetworks')}</Link>
          </div>
        )}
      </section>
    </div>
  );
}

function networks(user: CurrentUser, none: string): string {
  const names = user.userExternalAuths.map((link) => NETWORK_NAMES[link.source] ?? link.source);
  return names.length > 0 ? names.join(', ') : none;
}
