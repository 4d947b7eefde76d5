import { useState } from 'react';
import { type CurrentUser, displayName } from '../../lib/session/current-user';
import styles from './user-avatar.module.css';

type AvatarUser = Pick<CurrentUser, 'avatar' | 'firstName' | 'lastName' | 'email'>;

interface UserAvatarProps {
  user: AvatarUser;
  /** Diameter in CSS pixels. */
  size?: number;
  /**
   * Beside the learner's name the picture says nothing more: `decorative` hides it from
   * screen readers. Otherwise its text alternative is the display name (spec 01 §3).
   */
  decorative?: boolean;
  className?: string;
}

/** Up to two letters: first and last name, else the e-mail's first letter (spec 01 §3 display name). */
export function initials(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .filter(Boolean)
    .join('');
  return (letters || user.email?.trim().charAt(0) || '?').toUpperCase();
}

/**
 * The learner's avatar (spec 01 §3 avatar): the image, or the initials when there is none
 * or its link no longer loads (the signed link expires, decision 030).
 */
export function UserAvatar({ user, size = 40, decorative = false, className }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const name = displayName(user);
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  const box = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (user.avatar && failed !== user.avatar) {
    return (
      <img
        className={classes}
        style={box}
        src={user.avatar}
        alt={decorative ? '' : name}
        width={size}
        height={size}
        onError={() => setFailed(user.avatar)}
      />
    );
  }
  return (
    <span
      className={`${classes} ${styles.initials}`}
      style={box}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initials(user)}
    </span>
  );
}
