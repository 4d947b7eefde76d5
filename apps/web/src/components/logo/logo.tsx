import { useAppConfig } from '../../config/config-context';
import styles from './logo.module.css';

/** The brand logo (spa_header_logo, absolute or relative URL); the title when there is none. */
export function Logo() {
  const { domain } = useAppConfig();
  const src = domain.frontendSettings.spa_header_logo;
  if (!src) return <span className={styles.title}>{domain.title}</span>;
  return <img className={styles.logo} src={src} alt={domain.title} />;
}
