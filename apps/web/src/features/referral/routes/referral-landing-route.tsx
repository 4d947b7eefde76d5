import button from '@cp/ui/button/button.module.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import form from '../../../components/form/form.module.css';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { getToken } from '../../../lib/auth/token-storage';
import { storeReferralCode } from '../../../lib/referral/stored-code';
import {
  type NavigationArgs,
  type Redirect,
  redirectTo,
  useNavigationWork,
} from '../../../lib/routing/navigation-work';
import { PATHS } from '../../../lib/routing/paths';
import { postLinkJump } from '../api/link-jump';
import styles from '../components/referral.module.css';
import { type Landing, landOnReferralLink } from '../components/referral-landing';

type Shown = Exclude<Landing, { kind: 'signed-in' }>;

/**
 * The visit is counted here, once per navigation, and not in an effect: the work of a
 * navigation does not run again when React re-renders or StrictMode doubles effects (the server
 * would count the visitor once anyway).
 */
async function land({ params }: NavigationArgs): Promise<Shown | Redirect> {
  const landing = await landOnReferralLink(params.code, {
    hasToken: () => Boolean(getToken()),
    jump: postLinkJump,
    keep: storeReferralCode,
  });
  if (landing.kind === 'signed-in') return redirectTo(PATHS.courses);
  return landing;
}

/**
 * A referral link `/r/{code}` (issue 15, decision 092): who invites and the friend's discount,
 * and the way to sign up (the onboarding chat where the brand has it). A forged link says so
 * and still lets the visitor sign up or sign in.
 */
export function Component() {
  const landing = useNavigationWork('referral-landing', land);
  const { t } = useTranslation('referral');
  const titleId = useId();
  // A retry loads the page again, which counts the visit again (a page load is a navigation).
  const [retrying, setRetrying] = useState(false);
  const { brand } = useAppConfig().components;
  // Where the brand registers by chat, signing up is the chat (decision 088); without open
  // registration the school makes accounts itself, and signing in is the way on.
  const next = brand.isRegistrationEnable
    ? { to: brand.userInfoChat ? PATHS.userInfoChat : PATHS.signup, label: t('landing.signUp') }
    : { to: PATHS.login, label: t('landing.signIn') };

  if (landing.kind === 'failed') {
    return (
      <section className={`${ui.sheet} ${ui.lifted} ${form.card}`} aria-labelledby={titleId}>
        <h1 id={titleId} className={form.title}>
          {t('landing.title')}
        </h1>
        <LoadFailure
          message={t('landing.failed')}
          error={landing.error}
          onRetry={() => {
            setRetrying(true);
            window.location.reload();
          }}
          retrying={retrying}
        />
      </section>
    );
  }

  const forged = landing.kind === 'forged';
  return (
    <section
      className={`${ui.sheet} ${ui.lifted} ${form.card}`}
      aria-labelledby={titleId}
      data-landing={landing.kind}
    >
      <h1 id={titleId} className={form.title}>
        {forged
          ? t('landing.forgedTitle')
          : landing.referrerName
            ? t('landing.invites', { name: landing.referrerName })
            : t('landing.invited')}
      </h1>
      {forged ? (
        <p role="alert">{t('landing.forgedText')}</p>
      ) : (
        <p className={styles.offer}>
          {landing.discountPercent > 0
            ? t('landing.discount', { percent: landing.discountPercent })
            : t('landing.noDiscount')}
        </p>
      )}
      <div className={styles.landingActions}>
        <Link to={next.to} className={button.primary}>
          {next.label}
        </Link>
        {brand.isRegistrationEnable && (
          <Link to={PATHS.login} className={button.secondary}>
            {t('landing.haveAccount')}
          </Link>
        )}
      </div>
    </section>
  );
}
