import button from '@cp/ui/button/button.module.css';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/modal/modal';
import { ApiError, errorText } from '../lib/api/api-error';
import styles from './config-error-dialog.module.css';

/**
 * The server answered that no school owns this host (404 from /config): asking again cannot
 * help, and "check your connection" would send the learner looking in the wrong place (issue 8).
 */
export function isUnknownSchool(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The operator's command that makes a school for `host` (README "Other commands"). */
export function createSchoolCommand(host: string, name: string): string {
  return `npm run staff -- create-school --host ${host} --name "${name}"`;
}

/**
 * spec 01 §8 "Config not loaded": nothing works without it. A failure that may pass (the
 * network, the server) offers Retry; an address that is no school on this platform says so, and
 * how its operator makes one there.
 */
export function ConfigErrorDialog({
  error,
  onRetry,
  host = window.location.hostname,
}: {
  error: unknown;
  onRetry: () => void;
  host?: string;
}) {
  const { t } = useTranslation();
  if (isUnknownSchool(error)) {
    return (
      <Modal title={t('config.unknownTitle')}>
        <p>{t('config.unknownText', { host })}</p>
        {/* Issue 28: an empty installation's first screen says what makes the school. */}
        <p>{t('config.unknownSetup')}</p>
        <pre className={styles.command}>
          <code>{createSchoolCommand(host, t('config.unknownSchoolName'))}</code>
        </pre>
      </Modal>
    );
  }
  return (
    <Modal title={t('config.failedTitle')}>
      <p>{t('config.failedText')}</p>
      <p>
        <small>{errorText(error, t('errors.unknown'))}</small>
      </p>
      <div className={button.actions}>
        <button type="button" className={button.primary} onClick={onRetry}>
          {t('actions.retry')}
        </button>
      </div>
    </Modal>
  );
}
