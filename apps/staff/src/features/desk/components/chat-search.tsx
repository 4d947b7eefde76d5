import { CHAT_SEARCH_MAX_LENGTH } from '@cp/contract';
import { TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';

/** Search by learner name or e-mail; the list asks the server once the typing pauses. */
export function ChatSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('desk');
  return (
    <search>
      <TextField
        label={t('search.label')}
        hideLabel
        type="search"
        placeholder={t('search.placeholder')}
        value={value}
        maxLength={CHAT_SEARCH_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
      />
    </search>
  );
}
