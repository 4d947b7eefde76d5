import { Badge, Button, Spinner, TextField } from '@cp/ui';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useCourseVideos } from '../api/list-videos';
import styles from './courses.module.css';

interface VideoPickerProps {
  /** The chosen file's id, or null. */
  fileId: number | null;
  onChange: (fileId: number | null) => void;
  /** The manifest path of the choice (`videos.<key>.file_id`), so a problem can focus it. */
  name: string;
  error?: string | undefined;
}

const minutes = (s: number | null) =>
  s === null ? '' : `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

/**
 * Picks a lesson's video among the school's video files (`GET /staff/course-videos`), searchable
 * by name; files without renditions yet say so (the learner sees "not converted yet" until then).
 */
export function VideoPicker({ fileId, onChange, name, error }: VideoPickerProps) {
  const { t } = useTranslation('courses');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const videos = useCourseVideos(deferred);
  const current = videos.data?.find((v) => v.id === fileId);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('lesson.video')}</legend>
      <p className={styles.chosen}>
        {fileId === null ? t('lesson.noVideo') : (current?.title ?? t('lesson.fileVideo', { id: fileId }))}
        {current && !current.converted && <Badge tone="warning">{t('lesson.notConverted')}</Badge>}
      </p>
      {error && <p className={styles.error}>{error}</p>}
      <div className={styles.addRow}>
        <Button
          variant="secondary"
          size="small"
          name={name}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t('lesson.chooseVideo')}
        </Button>
        {fileId !== null && (
          <Button variant="ghost" size="small" onClick={() => onChange(null)}>
            {t('lesson.clearVideo')}
          </Button>
        )}
      </div>
      {open && (
        <div className={styles.picker}>
          <TextField
            label={t('lesson.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {videos.isPending && <Spinner label={t('loading', { ns: 'common' })} />}
          {videos.isError && (
            <p className={styles.error}>{errorText(videos.error, t('lesson.videoFailed'))}</p>
          )}
          {videos.data?.length === 0 && <p className={styles.muted}>{t('lesson.noVideos')}</p>}
          <ul className={styles.rows}>
            {videos.data?.map((v) => (
              <li key={v.id} className={styles.itemRow}>
                <span>
                  {v.title} <span className={styles.muted}>{minutes(v.duration)}</span>{' '}
                  <Badge tone={v.converted ? 'success' : 'warning'}>
                    {v.converted ? t('lesson.converted') : t('lesson.notConverted')}
                  </Badge>
                </span>
                {v.id === fileId ? (
                  <span className={styles.muted}>{t('lesson.picked')}</span>
                ) : (
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={t('lesson.pick', { title: v.title })}
                    onClick={() => {
                      onChange(v.id);
                      setOpen(false);
                    }}
                  >
                    {t('lesson.use')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
