import type { ConsoleAnalytics } from '@cp/contract';
import { Button, SelectField, TextField } from '@cp/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsFilter } from '../api/get-analytics';
import styles from './analytics.module.css';

/**
 * The period and the course. The dates start as the period the server answered (its default is
 * the school's last 30 days), so the fields always say what the figures are of; the server
 * checks the period and says what is wrong with it.
 */
export function AnalyticsFilterForm({
  figures,
  filter,
  onApply,
}: {
  figures: ConsoleAnalytics | undefined;
  filter: AnalyticsFilter;
  onApply: (next: AnalyticsFilter) => void;
}) {
  const { t } = useTranslation('analytics');
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const [course, setCourse] = useState(filter.courseId === null ? '' : String(filter.courseId));
  useEffect(() => {
    if (!figures) return;
    setFrom((v) => v || figures.from);
    setTo((v) => v || figures.to);
  }, [figures]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ from, to, courseId: course ? Number(course) : null });
  };
  return (
    <form className={styles.filter} onSubmit={submit} aria-label={t('filter.label')}>
      <TextField
        label={t('filter.from')}
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField label={t('filter.to')} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      <SelectField
        label={t('filter.course')}
        value={course}
        onChange={(e) => setCourse(e.target.value)}
        options={[
          { value: '', label: t('filter.allCourses') },
          ...(figures?.course_list ?? []).map((c) => ({ value: String(c.course_id), label: c.title })),
        ]}
      />
      <Button type="submit">{t('filter.apply')}</Button>
    </form>
  );
}
