import { type ConsoleManifest, WEEKDAYS, type Weekday } from '@cp/contract';
import { Button, TextField } from '@cp/ui';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSchool } from '../../../lib/school/school';
import { addTime, copyToEveryDay, removeTime, videoOf, withVideo } from '../lib/video-schedule';
import styles from './courses.module.css';
import { NumberField } from './number-field';
import own from './video-consultations-form.module.css';

interface VideoConsultationsFormProps {
  manifest: ConsoleManifest;
  onChange: (manifest: ConsoleManifest) => void;
  errorOf: (field: string) => string | undefined;
}

const PATH = 'video_consultations';

/**
 * The course's video consultations (issue 28, decision 114): how many a stream gets (0: none),
 * how long one is, and the weekly start times in the school's time zone, which is shown here and
 * set on the Brand screen. Not the chat's paid consultations (the course form's own field).
 */
export function VideoConsultationsForm({ manifest: m, onChange, errorOf }: VideoConsultationsFormProps) {
  const { t } = useTranslation('courses');
  const school = useSchool();
  const video = videoOf(m);
  const offered = (m.video_consultations?.count_per_stream ?? 0) > 0;
  const zone = school.data?.time_zone;
  return (
    <div className={styles.form}>
      <p className={styles.muted}>{t('video.intro')}</p>
      <NumberField
        label={t('video.count')}
        hint={t('video.countHint')}
        name={`${PATH}.count_per_stream`}
        value={m.video_consultations ? m.video_consultations.count_per_stream : 0}
        onChange={(value) => onChange(withVideo(m, { count_per_stream: value }))}
        error={errorOf(`${PATH}.count_per_stream`)}
      />
      {offered && (
        <>
          <NumberField
            label={t('video.duration')}
            hint={t('video.durationHint')}
            name={`${PATH}.duration_minutes`}
            value={m.video_consultations?.duration_minutes}
            min={10}
            onChange={(value) => onChange(withVideo(m, { duration_minutes: value }))}
            error={errorOf(`${PATH}.duration_minutes`)}
          />
          <p className={styles.muted}>
            {zone ? t('video.zone', { zone }) : t('video.zoneLoading')}{' '}
            <Link to="/brand">{t('video.zoneChange')}</Link>
          </p>
          {errorOf(`${PATH}.schedule`) && (
            <p role="alert" className={styles.error}>
              {errorOf(`${PATH}.schedule`)}
            </p>
          )}
          {WEEKDAYS.map((day) => (
            <WeekdayTimes
              key={day}
              day={day}
              times={video.schedule[day] ?? []}
              errorOf={errorOf}
              onChange={(schedule) => onChange(withVideo(m, { schedule }))}
              schedule={video.schedule}
            />
          ))}
        </>
      )}
    </div>
  );
}

interface WeekdayTimesProps {
  day: Weekday;
  times: string[];
  schedule: ReturnType<typeof videoOf>['schedule'];
  onChange: (schedule: ReturnType<typeof videoOf>['schedule']) => void;
  errorOf: (field: string) => string | undefined;
}

/** One weekday: its start times, each removable, and a time to add. */
function WeekdayTimes({ day, times, schedule, onChange, errorOf }: WeekdayTimesProps) {
  const { t } = useTranslation('courses');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const dayName = t(`video.weekdays.${day}`);
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    const result = addTime(schedule, day, time);
    if ('problem' in result) {
      setProblem(t(`video.problems.${result.problem}`));
      return;
    }
    setProblem(null);
    setTime('');
    onChange(result.schedule);
  };
  // A server problem of one time (`video_consultations.schedule.mon.1`) shows beside that time.
  const timeError = (i: number) => errorOf(`${PATH}.schedule.${day}.${i}`);
  const dayError = errorOf(`${PATH}.schedule.${day}`);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{dayName}</legend>
      {times.length === 0 ? (
        <p className={styles.muted}>{t('video.noTimes')}</p>
      ) : (
        <ul className={own.times} aria-label={t('video.timesOf', { day: dayName })}>
          {times.map((at, i) => (
            <li key={at} className={own.time} aria-invalid={timeError(i) ? true : undefined}>
              {at}
              <Button
                size="small"
                variant="ghost"
                aria-label={t('video.removeTime', { day: dayName, time: at })}
                onClick={() => onChange(removeTime(schedule, day, at))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {times.map(
        (at, i) =>
          timeError(i) && (
            <p key={at} className={styles.error}>
              {`${at}: ${timeError(i)}`}
            </p>
          ),
      )}
      {dayError && <p className={styles.error}>{dayError}</p>}
      <div className={own.addTime}>
        <TextField
          label={t('video.newTime', { day: dayName })}
          type="time"
          step={60}
          value={time}
          error={problem}
          onChange={(event) => {
            setTime(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add(event);
          }}
        />
        <Button variant="secondary" size="small" onClick={add}>
          {t('video.addTime')}
        </Button>
        {times.length > 0 && (
          <Button variant="ghost" size="small" onClick={() => onChange(copyToEveryDay(schedule, day))}>
            {t('video.copyToAll')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
