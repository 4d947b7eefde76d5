import { Button, TextField } from '@cp/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSchoolConfig } from '../../../lib/config/config-context';
import { HOME_PATH, SIGN_IN_PATH } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session-context';
import page from '../../../lib/ui/card-page.module.css';
import { LanguageSelect } from '../../../lib/ui/language-select';
import { exchangeRecoveryToken, setNewPassword } from '../api/recovery';
import styles from './sign-in-screen.module.css';

type LinkState = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'ready'; session: string };

/**
 * `/staff/reset-password?token=`: the link of a recovery mail asked for at the staff sign-in
 * (issue 28). The one-time token opens a session, a new password is set with it, and only
 * then the desk adopts the session (a learner's account is refused there as at sign-in).
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { domain } = useSchoolConfig();
  const { adoptToken } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) setLink({ kind: 'invalid' });
    else
      void exchangeRecoveryToken(token).then((session) => {
        if (live) setLink(session ? { kind: 'ready', session } : { kind: 'invalid' });
      });
    return () => {
      live = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (link.kind !== 'ready') return;
    const local: Record<string, string> = {};
    if (!password) local.password = t('passwordRequired');
    else if (password !== repeat) local.password_repeat = t('passwordsDiffer');
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const result = await setNewPassword(link.session, password, repeat);
    if (result.kind === 'done') {
      if ((await adoptToken(link.session)) === 'signed-in') void navigate(HOME_PATH, { replace: true });
      else void navigate(SIGN_IN_PATH, { replace: true });
      return;
    }
    setBusy(false);
    if (result.kind === 'field-errors') setErrors(result.errors);
    else setFailure(result.message ?? t('resetFailed'));
  };

  return (
    <main className={page.page}>
      <div className={`${page.card} ${styles.card}`}>
        <div className={styles.top}>
          <p className={styles.school}>{domain.title || domain.name}</p>
          <LanguageSelect />
        </div>
        <h1 className={styles.title}>{t('resetTitle')}</h1>
        {link.kind === 'checking' && <p role="status">{t('resetChecking')}</p>}
        {link.kind === 'invalid' && (
          <div role="alert" className={styles.notice}>
            <p>{t('resetInvalid')}</p>
            <Link to={SIGN_IN_PATH}>{t('resetAskAgain')}</Link>
          </div>
        )}
        {link.kind === 'ready' && (
          <form onSubmit={submit} noValidate>
            <TextField
              label={t('newPassword')}
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
              required
            />
            <TextField
              label={t('repeatPassword')}
              type="password"
              name="password_repeat"
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
              error={errors.password_repeat}
              required
            />
            {failure && (
              <p role="alert" style={{ color: 'var(--color-error)' }}>
                {failure}
              </p>
            )}
            <Button type="submit" block busy={busy}>
              {t('resetSubmit')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
