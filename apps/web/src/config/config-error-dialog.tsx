import { useTranslation } from 'react-i18next';
import { Modal } from '../components/modal/modal';
import button from '../components/ui/button.module.css';
import { errorText } from '../lib/api/api-error';

/** spec 01 §8 "Config not loaded": nothing works without it, so the only way on is Retry. */
export function ConfigErrorDialog({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
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
