import { Button } from '@cp/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './no-school-screen.module.css';

/** The operator's commands that make a school for `host` and its first administrator (README "Other commands"). */
export function setupCommands(host: string, schoolName: string): string {
  return [
    `npm run staff -- create-school --host ${host} --name "${schoolName}"`,
    `npm run staff -- create-admin --host ${host} --email you@example.com`,
  ].join('\n');
}

/**
 * The desk at an address that is no school's (the settings answered 404). On an empty installation
 * this is the operator's first screen, so it says what makes the school (issue 28), in the
 * browser's language; "Check again" loads the settings anew once the school exists.
 */
export function NoSchoolScreen({
  onRetry,
  host = window.location.hostname,
}: {
  onRetry: () => void;
  host?: string;
}) {
  const { t } = useTranslation();
  // No school names the page, so the screen does (the tab, and a screen reader's first words).
  const title = t('noSchool.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('noSchool.title')}</h1>
      <p>{t('noSchool.text', { host })}</p>
      <p>{t('noSchool.setup')}</p>
      <pre className={styles.command}>
        <code>{setupCommands(host, t('noSchool.schoolName'))}</code>
      </pre>
      <Button variant="secondary" onClick={onRetry}>
        {t('noSchool.checkAgain')}
      </Button>
    </main>
  );
}
