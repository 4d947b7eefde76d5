import { EmptyState } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../lib/paths';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return <EmptyState title={t('notFound.title')} action={<Link to={HOME_PATH}>{t('notFound.home')}</Link>} />;
}
