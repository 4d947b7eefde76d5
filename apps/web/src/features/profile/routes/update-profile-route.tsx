import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { readReturnUrl, resetReturnUrl, resolvePostLoginTarget } from '../../../lib/auth/return-url';
import { getToken } from '../../../lib/auth/token-storage';
import { ROUTER_BASENAME } from '../../../lib/env/app-env';
import { PATHS } from '../../../lib/routing/paths';
import { useCurrentUser } from '../../../lib/session/current-user-query';
import { storeSavedUser } from '../api/profile-cache';
import { saveProfile } from '../api/save-profile';
import styles from '../components/profile.module.css';
import { ProfileForm } from '../components/profile-form';

/**
 * spec 01 §2 updateProfile, also the forced step of spec 01 §4 (3): while the flag is set
 * the names are required (the server clears the flag once both are filled, decision 030).
 * Saved, the learner goes on where they were going, else to courses — as the forced
 * password change does (features/account reset-password-route).
 */
export function Component() {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const forced = Boolean(user?.requiredUpdateProfile);

  return (
    <section className={styles.formCard} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.formTitle}>
        {t(forced ? 'forcedTitle' : 'editTitle')}
      </h1>
      {forced && <p>{t('forcedText')}</p>}
      {user ? (
        <ProfileForm
          user={user}
          forced={forced}
          submit={saveProfile}
          onSuccess={(saved) => {
            // The guards read this entry: with the flag clear, step 3 lets the learner on.
            storeSavedUser(saved);
            const target = resolvePostLoginTarget({
              queryReturnUrl: null,
              storedReturnUrl: readReturnUrl(),
              token: getToken() ?? '',
              location: window.location,
              basename: ROUTER_BASENAME,
            });
            resetReturnUrl();
            if (target.kind === 'page') window.location.assign(target.href);
            else navigate(target.to, { replace: true });
          }}
          footer={
            <div className={styles.links}>
              {forced ? (
                <Link to={PATHS.logout}>{t('logout')}</Link>
              ) : (
                <Link to={PATHS.courses}>{t('toCourses')}</Link>
              )}
            </div>
          }
        />
      ) : (
        <p role="status">{tCommon('status.loading')}</p>
      )}
    </section>
  );
}
