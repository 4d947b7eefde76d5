import { Badge, type DataColumn, DataTable } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import type { ImportPreview, ImportRow } from '../api/import-learners';
import { LANGUAGE_NAMES } from '../lib/language-names';
import styles from './people.module.css';

/**
 * The rows of a checked file (decision 115): what each will become, or what is wrong with it in
 * the server's words. The rows with problems come first, so a long file shows them at once.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('people');
  const rows = [...preview.rows].sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0));
  const columns: DataColumn<ImportRow>[] = [
    { key: 'line', header: t('import.line'), cell: (r) => r.line, numeric: true },
    {
      key: 'email',
      header: t('import.email'),
      // An address has no spaces: it may break anywhere rather than widen the table past a phone.
      cell: (r) => <span className={styles.breakable}>{r.email || '—'}</span>,
    },
    {
      key: 'check',
      header: t('import.check'),
      cell: (r) =>
        r.errors.length > 0 ? (
          <ul className={styles.rowErrors} aria-label={t('import.rowErrors', { line: r.line })}>
            {r.errors.map((e) => (
              <li key={`${e.field}:${e.message}`}>{e.message}</li>
            ))}
          </ul>
        ) : (
          <Badge tone={r.learnerId === null ? 'success' : 'neutral'}>
            {r.learnerId === null ? t('import.new') : t('import.existing')}
          </Badge>
        ),
    },
    {
      key: 'name',
      header: t('import.name'),
      cell: (r) => [r.name, r.lastName].filter(Boolean).join(' ') || '—',
      secondary: true,
    },
    { key: 'course', header: t('import.course'), cell: (r) => r.course?.title ?? '—', secondary: true },
    {
      key: 'language',
      header: t('import.language'),
      cell: (r) => (r.language ? LANGUAGE_NAMES[r.language] : '—'),
      secondary: true,
    },
  ];
  return <DataTable caption={t('import.caption')} columns={columns} rows={rows} rowKey={(r) => r.line} />;
}
