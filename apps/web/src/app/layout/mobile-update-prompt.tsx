import button from '@cp/ui/button/button.module.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/modal';
import { useAppConfig } from '../../config/config-context';
import { APP_TYPE, APP_VERSION } from '../../lib/env/app-env';
import { isNewerVersion } from '../../lib/format/app-version';
import { readStorage, writeStorage } from '../../lib/storage/storage';

const DISMISSED_KEY = 'cp.updateDismissed';

/**
 * spec 01 §4 "Mobile update prompt": the mobile shell offers an update when the school's
 * mobile_app_version is greater than its own. "Later" hides it until the next version.
 * The configuration has no store address, so the prompt tells the learner where to update
 * rather than linking (docs/spec-gaps.md).
 */
export function MobileUpdatePrompt({ appType = APP_TYPE, appVersion = APP_VERSION }) {
  const { t } = useTranslation('menus');
  const { project } = useAppConfig();
  const version = project.mobile_app_version;
  const [dismissed, setDismissed] = useState(() => readStorage(DISMISSED_KEY));
  if (appType !== 'mobile' || !version || dismissed === version || !isNewerVersion(version, appVersion))
    return null;
  const later = () => {
    writeStorage(DISMISSED_KEY, version);
    setDismissed(version);
  };
  return (
    <Modal title={t('update.title')} onClose={later}>
      <p>{t('update.text', { version, current: appVersion })}</p>
      <button type="button" className={button.primary} onClick={later}>
        {t('update.later')}
      </button>
    </Modal>
  );
}
