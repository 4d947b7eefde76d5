import { useAppConfig } from '../../config/config-context';
import { footerTexts } from '../../config/feature-flags';
import styles from './layout.module.css';

/** spa_footer_1..3 are plain text: rendered as text, never as HTML. */
export function AppFooter() {
  const { domain } = useAppConfig();
  const texts = footerTexts(domain);
  if (texts.length === 0) return null;
  return (
    <footer className={styles.footer}>
      {texts.map(({ key, text }) => (
        <p key={key} className={styles.footerText}>
          {text}
        </p>
      ))}
    </footer>
  );
}
