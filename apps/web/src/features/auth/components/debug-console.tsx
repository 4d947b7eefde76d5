import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import styles from './login-screen.module.css';

type Level = 'log' | 'warn' | 'error';
interface Line {
  id: number;
  level: Level;
  text: string;
}

const MAX_LINES = 200;
const LEVELS: Level[] = ['log', 'warn', 'error'];

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack || `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/**
 * spec 01 §2 "Debug mode shows an on-page console log when the address carries
 * debug=1": for devices without developer tools (the mobile shell).
 */
export function DebugConsole() {
  const { t } = useTranslation('auth');
  const [lines, setLines] = useState<Line[]>([]);

  useEffect(() => {
    const original = { log: console.log, warn: console.warn, error: console.error };
    let nextId = 0;
    for (const level of LEVELS) {
      console[level] = (...args: unknown[]) => {
        original[level](...args);
        const line = { id: nextId++, level, text: args.map(describe).join(' ') };
        // Deferred: React itself logs while rendering, and a state update during
        // another component's render would log again.
        queueMicrotask(() => setLines((current) => [...current.slice(1 - MAX_LINES), line]));
      };
    }
    return () => {
      Object.assign(console, original);
    };
  }, []);

  return (
    <section className={styles.debug} aria-label={t('debug.title')}>
      <h2 className={styles.debugTitle}>{t('debug.title')}</h2>
      <ol className={`${ui.plainList} ${styles.debugLines}`} role="log">
        {lines.map((line) => (
          <li key={line.id} className={styles[line.level]}>
            [{line.level}] {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
