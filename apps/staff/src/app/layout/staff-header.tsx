import { Button } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { useSchoolConfig } from '../../lib/config/config-context';
import { useSession } from '../../lib/session/session-context';
import type { StaffIdentity } from '../../lib/session/staff-identity';
import { LanguageSelect } from '../../lib/ui/language-select';
import styles from './layout.module.css';
import { NavigationMenu } from './navigation-menu';

/**
 * The school, who is signed in, language and sign-out; on a phone the menu button that opens the
 * navigation (on wider screens the sidebar of signed-in-layout shows it), with the language and
 * sign-out in it below the list.
 */
export function StaffHeader({ me }: { me: StaffIdentity }) {
  const { t } = useTranslation();
  const { domain } = useSchoolConfig();
  const { signOut } = useSession();
  const account = (
    <>
      <LanguageSelect />
      <Button variant="secondary" size="small" onClick={() => void signOut()}>
        {t('actions.signOut')}
      </Button>
    </>
  );
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.brandRow}>
        <span className={styles.start}>
          <NavigationMenu staffRole={me.role} account={account} />
          <span className={styles.brand}>
            <span className={styles.school}>{domain.title || domain.name}</span>
            {/* An administrator runs the school here too (issue 13): the console, not only the desk. */}
            <span className={styles.product}>
              {t(me.role === 'admin' ? 'productNameAdmin' : 'productName')}
            </span>
          </span>
        </span>
        <span className={styles.account}>
          {me.displayName && <span className={styles.who}>{me.displayName}</span>}
          {/* On a phone these are in the menu: the school's name keeps the header's room. */}
          <span className={styles.headerAccount}>{account}</span>
        </span>
      </div>
    </header>
  );
}
