import { Button } from '../button/button';
import styles from './pager.module.css';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name ("Pages of the list"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Where we are, already a sentence ("Page 2 of 5"); announced politely when it changes. */
  position: string;
  /** The owner's placement (centred under a table, say). */
  className?: string;
}

/** Previous and next page of a list, with where we are; nothing when the list has one page. */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
  previousLabel,
  nextLabel,
  position,
  className,
}: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={className ? `${styles.pager} ${className}` : styles.pager} aria-label={label}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <span aria-live="polite" aria-atomic="true">
        {position}
      </span>
      <Button variant="secondary" size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
