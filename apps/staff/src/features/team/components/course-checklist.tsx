import type { StaffCourse } from '@cp/contract';
import styles from './team.module.css';

export interface CourseChecklistProps {
  legend: string;
  courses: readonly StaffCourse[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  emptyText: string;
}

/** The school's courses as checkboxes (a fieldset: keyboard and screen readers for free). */
export function CourseChecklist({ legend, courses, selected, onChange, emptyText }: CourseChecklistProps) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected.filter((c) => c !== id), id] : selected.filter((c) => c !== id));
  return (
    <fieldset className={styles.checklist}>
      <legend>{legend}</legend>
      {courses.length === 0 && <p className={styles.muted}>{emptyText}</p>}
      {courses.map((course) => (
        <label key={course.id} className={styles.check}>
          <input
            type="checkbox"
            checked={selected.includes(course.id)}
            onChange={(event) => toggle(course.id, event.target.checked)}
          />
          <span>{course.title}</span>
        </label>
      ))}
    </fieldset>
  );
}
