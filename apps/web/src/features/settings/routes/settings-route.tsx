import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerFrame } from '../../../components/banners/banner-slot';
import form from '../../../components/form/form.module.css';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { availableLanguages } from '../../../config/feature-flags';
import { currentLanguage } from '../../../lib/i18n/i18n';
import styles from '../components/settings.module.css';
import { SettingsMenu } from '../components/settings-menu';

/**
 * spec 01 §2 userSettings (`/user/settings`) and userSetting (`/user/setting`, "settings
 * menu variant": the spec shows no difference, so both show this menu; docs/spec-gaps.md).
 */
export function Component() {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const { domain, components } = useAppConfig();
  // The settings banner positions of spec 01 §3 (top, bottom, sidebar).
  return (
    <BannerFrame position="settings">
      <section className={`${ui.sheet} ${ui.lifted} ${styles.card}`} aria-labelledby={titleId}>
        <h1 id={titleId} className={form.title}>
          {t('title')}
        </h1>
        <SettingsMenu
          domain={domain}
          brand={components.brand}
          language={currentLanguage()}
          languages={availableLanguages(domain)}
        />
      </section>
    </BannerFrame>
  );
}
