import { ErrorState, Spinner } from '@cp/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorText } from '../../../lib/api/api-error';
import { HOME_PATH, SIGN_IN_PATH } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session-context';
import page from '../../../lib/ui/card-page.module.css';
import { useInvite } from '../api/get-invite';
import { AcceptForm } from '../components/accept-form';
import styles from '../components/invite-screen.module.css';

/**
 * The page of the mailed invitation link, `/staff/invite/:token` (issue 9, decision 053): a new
 * person picks a name and a password, an existing account gives its password; then the desk
 * is signed in.
 */
export default function InviteScreen() {
  const { t } = useTranslation('team');
  const { token = '' } = useParams();
  const invite = useInvite(token);
  const { adoptToken } = useSession();
  const navigate = useNavigate();

  let body: ReactNode;
  if (invite.isPending) body = <Spinner label={t('loading', { ns: 'common' })} />;
  else if (invite.isError) {
    const missing = invite.error instanceof ApiError && [404, 422].includes(invite.error.status);
    body = missing ? (
      <Notice text={t('accept.notFound')} />
    ) : (
      <ErrorState
        title={t('accept.loadFailed')}
        text={errorText(invite.error, t('errors.unknown', { ns: 'common' }))}
        onRetry={() => void invite.refetch()}
        retryLabel={t('actions.retry', { ns: 'common' })}
      />
    );
  } else if (invite.data.status !== 'valid') {
    body = <Notice text={t(invite.data.status === 'used' ? 'accept.used' : 'accept.expired')} />;
  } else {
    const details = invite.data;
    body = (
      <>
        <h1 className={styles.title}>{t('accept.title', { school: details.school })}</h1>
        <p>{t('accept.as', { role: t(`roles.${details.role}`) })}</p>
        <AcceptForm
          token={token}
          details={details}
          onAccepted={async (sessionToken) => {
            const result = await adoptToken(sessionToken);
            if (result === 'signed-in') void navigate(HOME_PATH, { replace: true });
            return result === 'signed-in';
          }}
        />
      </>
    );
  }

  return (
    <main className={page.page}>
      <div className={`${page.card} ${styles.card}`}>{body}</div>
    </main>
  );
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation('team');
  return (
    <div role="alert">
      <p>{text}</p>
      <Link to={SIGN_IN_PATH}>{t('accept.toSignIn')}</Link>
    </div>
  );
}
