import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import button from '../../../components/ui/button.module.css';
import { PATHS } from '../../../lib/routing/paths';
import { useCurrentUser } from '../../../lib/session/current-user-query';
import styles from './required-step.module.css';

type Step = 'password' | 'profile';

/**
 * The forced steps of spec 01 §4 (2, 3). Their forms come with the account
 * issues; until then the screen says plainly what is required and that the form
 * is not available yet, and offers the only way out: logout.
 */
export function RequiredStep({ step }: { step: Step }) {
  const { t } = useTranslation('account');
  const { data: user } = useCurrentUser();
  const required =
    step === 'password' ? Boolean(user?.requiredUpdatePassword) : Boolean(user?.requiredUpdateProfile);
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>{t(`${step}.title`)}</h1>
      {required ? (
        <>
          <p>{t(`${step}.required`)}</p>
          <p>{t('notAvailable')}</p>
          <Link to={PATHS.logout} className={button.primary}>
            {t('logout')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('notRequired')}</p>
          <Link to={PATHS.courses} className={button.primary}>
            {t('toCourses')}
          </Link>
        </>
      )}
    </section>
  );
}
