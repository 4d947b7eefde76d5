import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/session/current-user-query';
import { storeSavedUser } from '../api/profile-cache';
import { saveProfile } from '../api/save-profile';
import { AvatarPicker } from '../components/avatar-picker';
import styles from '../components/profile.module.css';
import { ProfileForm } from '../components/profile-form';
import { PROFILE_PATHS } from '../components/profile-paths';

/** spec 01 §2 userEdit: the avatar and the profile form; saved, back to the profile. */
export function Component() {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  // The guards loaded the user before this screen renders (spec 01 §4 step 4).
  const { data: user } = useCurrentUser();

  return (
    <section className={styles.formCard} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.formTitle}>
        {t('editTitle')}
      </h1>
      {user ? (
        <>
          <AvatarPicker user={user} />
          <ProfileForm
            user={user}
            submit={saveProfile}
            onSuccess={(saved) => {
              storeSavedUser(saved);
              navigate(PROFILE_PATHS.user, { state: { profileSaved: true } });
            }}
            footer={
              <div className={styles.links}>
                <Link to={PROFILE_PATHS.user}>{t('backToProfile')}</Link>
              </div>
            }
          />
        </>
      ) : (
        <p role="status">{tCommon('status.loading')}</p>
      )}
    </section>
  );
}
