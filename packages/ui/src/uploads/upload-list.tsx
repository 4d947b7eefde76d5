import { Button } from '../button/button';
import styles from './upload-list.module.css';
import type { UploadItem } from './use-uploads';

export interface UploadListProps {
  items: readonly UploadItem[];
  onRemove: (key: string) => void;
  /** The remove button's name, naming the file ("Remove photo.png"). */
  removeLabel: (item: UploadItem) => string;
  /** A finished file's text ("photo.png: uploaded", or "Uploaded" beside `showName`). */
  doneText: (item: UploadItem) => string;
  /** A refused or broken file's text, read out as an alert. */
  failureText: (item: UploadItem) => string;
  /** The visible text while sending ("photo.png: 40%"); none when omitted, the bar says it. */
  progressText?: (item: UploadItem) => string;
  /** The progress bar's accessible name; the file's name when omitted. */
  progressLabel?: (item: UploadItem) => string;
  /** The file's name in a cell of its own, for apps whose texts do not name the file. */
  showName?: boolean;
  /** The list's accessible name. */
  label?: string;
}

/**
 * The files of a message or hand-in being uploaded (decisions 051, 052): each with its
 * progress, its refusal as an alert, and a named button to take it back. No texts of its own:
 * the app passes every text translated. `data-upload` carries each row's status for tests.
 */
export function UploadList({
  items,
  onRemove,
  removeLabel,
  doneText,
  failureText,
  progressText,
  progressLabel,
  showName = false,
  label,
}: UploadListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.item} data-upload={item.status}>
          {showName && (
            <span className={styles.name} title={item.name}>
              {item.name}
            </span>
          )}
          {item.status === 'failed' && (
            <span role="alert" className={styles.failure}>
              {failureText(item)}
            </span>
          )}
          {item.status === 'done' && <span className={styles.text}>{doneText(item)}</span>}
          {item.status === 'uploading' && (
            <>
              {progressText && <span className={styles.text}>{progressText(item)}</span>}
              <progress
                className={styles.progress}
                value={item.sent}
                max={item.size || 1}
                aria-label={progressLabel ? progressLabel(item) : item.name}
              />
            </>
          )}
          <Button
            variant="ghost"
            size="small"
            aria-label={removeLabel(item)}
            onClick={() => onRemove(item.key)}
          >
            <span aria-hidden="true">✕</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The whole percent sent of `item`, for progress texts. */
export function uploadPercent(item: Pick<UploadItem, 'sent' | 'size'>) {
  return item.size ? Math.floor((item.sent / item.size) * 100) : 0;
}
