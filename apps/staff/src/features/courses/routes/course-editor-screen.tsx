import { routeId } from '@cp/contract';
import { ErrorState, Spinner } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../../lib/api/api-error';
import { useDraft } from '../api/get-draft';
import { DraftEditor } from '../components/draft-editor';

/** `courses/:draftId`: the console's course editor (issue 13, decision 074). */
export default function CourseEditorScreen() {
  const { t } = useTranslation('courses');
  const id = routeId(useParams().draftId) ?? 0;
  const valid = id > 0;
  const draft = useDraft(id);
  if (!valid) return <ErrorState title={t('notFound.title', { ns: 'common' })} />;
  if (draft.isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (draft.isError) {
    return (
      <ErrorState
        title={t('editor.loadFailed')}
        text={errorText(draft.error, t('errors.unknown', { ns: 'common' }))}
        onRetry={() => void draft.refetch()}
        retryLabel={t('actions.retry', { ns: 'common' })}
      />
    );
  }
  return (
    <DraftEditor key={draft.data.id} draft={draft.data} reload={async () => (await draft.refetch()).data} />
  );
}
