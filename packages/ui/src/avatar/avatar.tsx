import { useState } from 'react';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** The person's name: the initials without a picture, and the picture's text. */
  name: string;
  src?: string | null;
  /** Pixels. */
  size?: number;
}

/** Up to two initials of a name ("Anna Petrova" -> "AP"); "?" for none. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The picture, or the initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 40 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && !failed) {
    return (
      <span className={styles.avatar} style={style}>
        <img src={src} alt={name} loading="lazy" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span className={styles.avatar} style={style} role="img" aria-label={name}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
