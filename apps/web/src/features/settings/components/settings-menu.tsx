import type { BrandConfig, DomainConfig, Language } from '@cp/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch/language-switch';
import { FrameModalButton } from './frame-modal-button';
import styles from './settings.module.css';
import { SETTINGS_PATHS } from './settings-paths';

/** A per-language address of the brand (spec 01 §3 instructionUrl, guidelineUrl), if configured. */
export function brandUrl(urls: BrandConfig['instructionUrl'], language: Language): string | null {
  return urls[language]?.trim() || null;
}

/** spec 01 §2: social linking only when social auth clients are configured. */
export function hasSocialClients(domain: DomainConfig): boolean {
  return domain.auth.enabled && Object.keys(domain.auth.clients).length > 0;
}

interface SettingsMenuProps {
  domain: DomainConfig;
  brand: BrandConfig;
  language: Language;
  /** The school's interface languages (`availableLanguages`): the same switch as the header's. */
  languages: readonly Language[];
}

/**
 * spec 01 §2 "Menus", settings menu: support, edit profile, settings (password,
 * notifications, reminders), points, user manual and instruction (modals, when
 * configured), link social networks (when auth clients are configured), exit. The settings
 * group also holds the interface language: a phone's header has no room for the switch, and
 * this is where a learner looks for it (docs/spec-gaps.md).
 */
export function SettingsMenu({ domain, brand, language, languages }: SettingsMenuProps) {
  const { t } = useTranslation('settings');
  const groupId = useId();
  const manual = brandUrl(brand.instructionUrl, language);
  const instruction = brandUrl(brand.guidelineUrl, language);
  return (
    <nav aria-label={t('menu.label')}>
      <ul className={styles.menu}>
        <li>
          <Link className={styles.item} to={SETTINGS_PATHS.support}>
            {t('menu.support')}
          </Link>
        </li>
        <li>
          <Link className={styles.item} to={SETTINGS_PATHS.editProfile}>
            {t('menu.editProfile')}
          </Link>
        </li>
        <li className={styles.group}>
          <span id={groupId} className={styles.groupTitle}>
            {t('menu.settings')}
          </span>
          <ul className={styles.subMenu} aria-labelledby={groupId}>
            <li>
              <Link className={styles.item} to={SETTINGS_PATHS.password}>
                {t('menu.password')}
              </Link>
            </li>
            <li>
              <Link className={styles.item} to={SETTINGS_PATHS.notifications}>
                {t('menu.notifications')}
              </Link>
            </li>
            <li>
              <Link className={styles.item} to={SETTINGS_PATHS.reminders}>
                {t('menu.reminders')}
              </Link>
            </li>
            <li className={styles.languageItem}>
              <LanguageSwitch languages={languages} label={t('menu.interfaceLanguage')} />
            </li>
          </ul>
        </li>
        <li>
          <Link className={styles.item} to={SETTINGS_PATHS.points}>
            {t('menu.points')}
          </Link>
        </li>
        {manual && (
          <li>
            <FrameModalButton label={t('menu.manual')} url={manual} />
          </li>
        )}
        {instruction && (
          <li>
            <FrameModalButton label={t('menu.instruction')} url={instruction} />
          </li>
        )}
        {hasSocialClients(domain) && (
          <li>
            <Link className={styles.item} to={SETTINGS_PATHS.linkSocialNetworks}>
              {t('menu.linkSocialNetworks')}
            </Link>
          </li>
        )}
        <li>
          <Link className={styles.item} to={SETTINGS_PATHS.logout}>
            {t('menu.exit')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
