import type { ConsoleDocument, ConsoleManifest } from '@cp/contract';
import { Button, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { freeKey, removeAt } from '../lib/manifest-edit';
import styles from './courses.module.css';

interface DocumentsFormProps {
  manifest: ConsoleManifest;
  onChange: (manifest: ConsoleManifest) => void;
  errorOf: (field: string) => string | undefined;
}

/** The course's documents (spec 02 §3): a title and an address, or a file already on the server. */
export function DocumentsForm({ manifest: m, onChange, errorOf }: DocumentsFormProps) {
  const { t } = useTranslation('courses');
  const docs = m.documents ?? [];
  const set = (i: number, change: Partial<ConsoleDocument>) =>
    onChange({ ...m, documents: docs.map((d, n) => (n === i ? { ...d, ...change } : d)) });
  const allKeys = [...docs, ...m.stages.flatMap((s) => s.days.flatMap((d) => d.documents ?? []))].map(
    (d) => d.key,
  );
  return (
    <div className={styles.form}>
      {docs.length === 0 && <p className={styles.muted}>{t('document.none')}</p>}
      {docs.map((d, i) => (
        <fieldset key={d.key} className={styles.fieldset}>
          <legend>{d.title || d.key}</legend>
          <TextField
            label={t('document.title')}
            name={`documents.${i}.title`}
            required
            value={d.title}
            error={errorOf(`documents.${i}.title`)}
            onChange={(event) => set(i, { title: event.target.value })}
          />
          {d.file_id !== undefined && <p className={styles.muted}>{t('document.file', { id: d.file_id })}</p>}
          <TextField
            label={t('document.url')}
            name={`documents.${i}.url`}
            type="url"
            value={d.url ?? ''}
            error={errorOf(`documents.${i}.url`) ?? errorOf(`documents.${i}`)}
            onChange={(event) => set(i, { url: event.target.value || undefined })}
          />
          <div>
            <Button
              variant="ghost"
              size="small"
              onClick={() => onChange({ ...m, documents: removeAt(docs, i) })}
            >
              {t('document.remove', { title: d.title || d.key })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            onChange({
              ...m,
              documents: [
                ...docs,
                { key: freeKey('document', allKeys), title: t('document.newTitle'), url: '' },
              ],
            })
          }
        >
          {t('document.add')}
        </Button>
      </div>
    </div>
  );
}
