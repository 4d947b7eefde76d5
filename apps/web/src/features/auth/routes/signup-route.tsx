import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import form from '../../../components/form/form.module.css';
import { useAppConfig } from '../../../config/config-context';
import { completeSignIn } from '../../../lib/auth/complete-sign-in';
import { reportLoginLater } from '../../../lib/auth/report-login';
import { PATHS } from '../../../lib/routing/paths';
import { deviceTimezone, signupByEmail, validateSignupEmail } from '../api/signup';
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
  useEffect(() => {
    if (!open) navigate(PATHS.login, { replace: true });
  }, [open, navigate]);
  if (!open) return null;

  return (
    <section className={form.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={form.title}>
        {t('signup.title')}
      </h1>
      <SignupForm
        check={validateSignupEmail}
        submit={async (body) => {
          const result = await signupByEmail({ ...body, timezone: deviceTimezone() });
          if (result.kind === 'success') reportLoginLater('email', result.user.id);
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
