import type { ConsoleManifest } from '@cp/contract';
import { Button, TextField } from '@cp/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useUnsavedGuard } from '../../../lib/hooks/use-unsaved-guard';
import { UnsavedDialog } from '../../../lib/ui/unsaved-dialog';
import { useDiscardDraft, usePublishDraft, useSaveDraft } from '../api/draft-mutations';
import type { Draft, Problem } from '../api/get-draft';
import { type Selection, selectionOf } from '../lib/selection';
import { ConfirmDialog } from './confirm-dialog';
import styles from './courses.module.css';
import { DraftForm } from './draft-form';
import { EditorTree } from './editor-tree';
import { ProblemsPanel } from './problems-panel';

interface DraftEditorProps {
  draft: Draft;
  /** Reads the draft again (after a conflict). */
  reload: () => Promise<Draft | undefined>;
}

const problemsOf = (body: unknown): Problem[] =>
  Object.entries(fieldErrors(body)).map(([field, message]) => ({ field, message }));

/**
 * Edits a draft in place: the tree on the left (stacked above on a phone), the form of the
 * selected part on the right. Save sends the whole manifest at its revision (409: someone else
 * saved; reload); publish imports the saved draft (decision 074). The edits live here, not in
 * the part's form, so moving about the tree keeps them; leaving the editor (a link, reload,
 * closing the tab) with edits unsaved asks first (decision 118).
 */
export function DraftEditor({ draft: loaded, reload }: DraftEditorProps) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(loaded);
  const [manifest, setManifest] = useState<ConsoleManifest>(loaded.manifest);
  const [dirty, setDirty] = useState(false);
  const [saveErrors, setSaveErrors] = useState<Problem[]>([]);
  const [conflict, setConflict] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<Selection>({ kind: 'course' });
  const [focusField, setFocusField] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'publish' | 'discard' | null>(null);
  const [note, setNote] = useState('');
  const [discarded, setDiscarded] = useState(false);
  /** Edits made so far: a save that answers after a later edit leaves that edit unsaved. */
  const edits = useRef(0);
  const blocker = useUnsavedGuard(dirty);
  const save = useSaveDraft(draft.id);
  const publish = usePublishDraft(draft.id);
  const discard = useDiscardDraft(draft.id);

  // A problem's link opens its part of the form, then focuses its field (or the form's heading).
  useEffect(() => {
    if (focusField === null) return;
    const target =
      document.querySelector<HTMLElement>(`[name="${CSS.escape(focusField)}"]`) ??
      document.getElementById('course-form-heading');
    target?.focus();
    setFocusField(null);
  }, [focusField]);

  // After a discard, leave once the guard has seen nothing unsaved (its effect runs before this one).
  useEffect(() => {
    if (discarded) void navigate('/courses');
  }, [discarded, navigate]);

  const change = (next: ConsoleManifest) => {
    edits.current += 1;
    setManifest(next);
    setDirty(true);
    setNotice(null);
  };
  const go = (field: string) => {
    const lessonOfVideo = (key: string) => {
      const at = (manifest.lessons ?? []).findIndex((l) => l.video === key);
      return at >= 0 ? at : undefined;
    };
    setSelected(selectionOf(field, lessonOfVideo));
    setFocusField(field);
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) setConflict(true);
    else if (error instanceof ApiError && error.status === 422) setSaveErrors(problemsOf(error.body));
    else setFailure(errorText(error, t('errors.unknown', { ns: 'common' })));
  };
  const onSave = () => {
    setFailure(null);
    const sent = edits.current;
    save.mutate(
      { revision: draft.revision, manifest },
      {
        onSuccess: (saved) => {
          setDraft(saved);
          setDirty(edits.current !== sent);
          setSaveErrors([]);
          setNotice(t('editor.saved'));
        },
        onError: failed,
      },
    );
  };
  const onPublish = () => {
    setFailure(null);
    publish.mutate(
      { revision: draft.revision, note },
      {
        onSuccess: ({ version, draft: published }) => {
          setDraft(published);
          setDialog(null);
          setNote('');
          setNotice(t('editor.published', { version }));
        },
        onError: (error) => {
          setDialog(null);
          if (error instanceof ApiError && error.status === 422) {
            setDraft({ ...draft, problems: problemsOf(error.body) });
          } else failed(error);
        },
      },
    );
  };
  const onReload = async () => {
    const fresh = await reload();
    if (!fresh) return;
    setDraft(fresh);
    setManifest(fresh.manifest);
    setDirty(false);
    setConflict(false);
    setSaveErrors([]);
  };
  const errorOf = (field: string) =>
    saveErrors.find((p) => p.field === field)?.message ??
    draft.problems.find((p) => p.field === field)?.message;

  return (
    <div className={styles.page}>
      <p>
        <Link to="/courses">{t('editor.back')}</Link>
      </p>
      <div className={styles.top}>
        <h1 className={styles.title}>{manifest.title || draft.slug}</h1>
        <div className={styles.actions}>
          <Button onClick={onSave} busy={save.isPending} disabled={!dirty || conflict}>
            {t('editor.save')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('publish')} disabled={dirty || conflict}>
            {t('editor.publish')}
          </Button>
          <Button variant="ghost" onClick={() => setDialog('discard')}>
            {t('editor.discard')}
          </Button>
        </div>
      </div>
      <p className={styles.muted}>
        {t('editor.revision', { revision: draft.revision })} ·{' '}
        {draft.publishedVersion === null
          ? t('editor.neverPublished')
          : t('editor.publishedVersion', { version: draft.publishedVersion })}{' '}
        · {dirty ? t('editor.unsaved') : t('editor.saved')}
        {dirty && <> · {t('editor.saveFirst')}</>}
      </p>
      <p role="status" className={styles.status}>
        {notice}
      </p>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {conflict && (
        <div role="alert" className={styles.problems}>
          <p>{t('editor.conflict')}</p>
          <Button variant="secondary" onClick={() => void onReload()}>
            {t('editor.reload')}
          </Button>
        </div>
      )}
      <ProblemsPanel title={t('editor.notSaved')} problems={saveErrors} manifest={manifest} onGo={go} />
      <ProblemsPanel
        title={t('problems.title')}
        problems={draft.problems}
        manifest={manifest}
        onGo={go}
        showNone
      />
      <div className={styles.editor}>
        <EditorTree manifest={manifest} selected={selected} onSelect={setSelected} onChange={change} />
        <DraftForm
          manifest={manifest}
          selected={selected}
          onSelect={setSelected}
          onChange={change}
          errorOf={errorOf}
        />
      </div>
      {dialog === 'publish' && (
        <ConfirmDialog
          title={t('publish.title')}
          text={t('publish.text')}
          confirmLabel={t('publish.confirm')}
          variant="primary"
          busy={publish.isPending}
          onClose={() => setDialog(null)}
          onConfirm={onPublish}
        >
          <TextField
            label={t('publish.note')}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
          />
        </ConfirmDialog>
      )}
      {dialog === 'discard' && (
        <ConfirmDialog
          title={t('discard.title')}
          text={t('discard.text')}
          confirmLabel={t('discard.confirm')}
          busy={discard.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            discard.mutate(undefined, {
              onSuccess: () => {
                setDirty(false);
                setDiscarded(true);
              },
              onError: (error) => {
                setDialog(null);
                failed(error);
              },
            })
          }
        />
      )}
      <UnsavedDialog ns="courses" blocker={blocker} />
    </div>
  );
}
