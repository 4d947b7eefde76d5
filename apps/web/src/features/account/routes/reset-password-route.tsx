import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import form from '../../../components/form/form.module.css';
import { PasswordForm } from '../../../components/form/password-form';
import ui from '../../../components/ui/screen.module.css';
import { readReturnUrl, resetReturnUrl, resolvePostLoginTarget } from '../../../lib/auth/return-url';
import { getToken } from '../../../lib/auth/token-storage';
import { updatePassword } from '../../../lib/auth/update-password';
import { ROUTER_BASENAME } from '../../../lib/env/app-env';
import { PATHS } from '../../../lib/routing/paths';
import { seedCurrentUser, useCurrentUser } from '../../../lib/session/current-user-query';

/**
 * spec 01 §2 resetPassword: the forced password change (spec 01 §4 step 2). While the
 * flag is set the current password is not asked (the learner came by a recovery link);
 * once saved the flag is clear, other sessions have ended, and the learner goes on
 * where they were going, else to courses.
 */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const forced = Boolean(user?.requiredUpdatePassword);

  return (
    <section className={`${ui.sheet} ${ui.lifted} ${form.card}`} aria-labelledby="reset-password-title">
      <h1 id="reset-password-title" className={form.title}>
        {t(forced ? 'password.title' : 'password.changeTitle')}
      </h1>
      {forced && <p>{t('password.required')}</p>}
      <PasswordForm
        askCurrent={!forced}
        submit={updatePassword}
        onSuccess={(updated) => {
          // The guards read this entry: with the flag clear, step 2 lets the learner on.
          seedCurrentUser(updated);
          const target = resolvePostLoginTarget({
            queryReturnUrl: null,
            storedReturnUrl: readReturnUrl(),
            token: getToken() ?? '',
            location: window.location,
            basename: ROUTER_BASENAME,
          });
          resetReturnUrl();
          if (target.kind === 'page') window.location.assign(target.href);
          else navigate(target.to, { replace: true, state: { passwordChanged: true } });
        }}
      />
      <div className={`${ui.spreadRow} ${form.links}`}>
        {forced ? (
          <Link to={PATHS.logout}>{t('logout')}</Link>
        ) : (
          <Link to={PATHS.courses}>{t('toCourses')}</Link>
        )}
      </div>
    </section>
  );
}
