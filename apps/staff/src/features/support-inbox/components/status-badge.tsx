import type { SupportRequestStatus } from '@cp/contract';
import { Badge } from '@cp/ui';
import { useTranslation } from 'react-i18next';

const TONE = { new: 'accent', answered: 'success', closed: 'neutral' } as const;

export function StatusBadge({ status }: { status: SupportRequestStatus }) {
  const { t } = useTranslation('support-inbox');
  return <Badge tone={TONE[status]}>{t(`status.${status}`)}</Badge>;
}
