import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import form from '../../../components/form/form.module.css';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { completeSignIn } from '../../../lib/auth/complete-sign-in';
import { reportLoginLater } from '../../../lib/auth/report-login';
import { clearStoredReferralCode, readStoredReferralCode } from '../../../lib/referral/stored-code';
import { PATHS } from '../../../lib/routing/paths';
import { deviceTimezone, refusedReferralCode, signupByEmail, validateSignupEmail } from '../api/signup';
import { SignupForm } from '../components/signup-form';

/**
 * spec 01 §2 signup: guests only; open only when the brand enables registration,
 * otherwise the learner is sent to login. A new account is signed in at once.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const { components } = useAppConfig();
  const navigate = useNavigate();
  const titleId = useId();
  const open = components.brand.isRegistrationEnable;
  // Said on the screen, so the learner knows the invitation's discount comes with this account.
  const [invited, setInvited] = useState(() => Boolean(readStoredReferralCode()));
  // Where the brand registers by chat, signing up is the chat (decision 088).
  const byChat = open && components.brand.userInfoChat;
  useEffect(() => {
    if (!open) navigate(PATHS.login, { replace: true });
    else if (byChat) navigate(PATHS.userInfoChat, { replace: true });
  }, [open, byChat, navigate]);
  if (!open || byChat) return null;

  return (
    <section className={`${ui.sheet} ${ui.lifted} ${form.card}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={form.title}>
        {t('signup.title')}
      </h1>
      {invited && <p className={form.hint}>{t('signup.invited')}</p>}
      <SignupForm
        check={validateSignupEmail}
        submit={async (body) => {
          const referralCode = readStoredReferralCode();
          const result = await signupByEmail({
            ...body,
            timezone: deviceTimezone(),
            referral_code: referralCode,
          });
          if (result.kind === 'success') {
            clearStoredReferralCode();
            reportLoginLater('email', result.user.id);
          }
          // A refused invitation must not stop the sign-up (decision 092): the code is
          // dropped, the learner told, and the next press signs up without it.
          if (referralCode && refusedReferralCode(result)) {
            clearStoredReferralCode();
            setInvited(false);
            return { kind: 'failed', message: t('signup.referralRefused') };
          }
          return result;
        }}
        onSuccess={async ({ token, user }) => {
          const target = await completeSignIn(token, user, null);
          if (target.kind === 'page') window.location.assign(target.href);
          else navigate(target.to, { replace: true });
        }}
      />
    </section>
  );
}
