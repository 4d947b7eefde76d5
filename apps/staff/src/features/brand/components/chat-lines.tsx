import { type Language, ONBOARDING_LINE_MAX_CHARS, ONBOARDING_LINES_MAX } from '@cp/contract';
import { Button, TextArea } from '@cp/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './brand.module.css';

/**
 * One language's lines of the chat's greeting or farewell: at most 10, each at most 500
 * characters, added and removed one by one. A new line takes the focus so the keyboard
 * user types on without hunting for it.
 */
export function ChatLines({
  name,
  legend,
  hint,
  lines,
  language,
  errors,
  onChange,
}: {
  name: 'welcomeMessages' | 'goodbyeMessages';
  legend: string;
  hint: string;
  lines: string[];
  language: Language;
  errors: Record<string, string>;
  onChange: (lines: string[]) => void;
}) {
  const { t } = useTranslation('brand');
  const refs = useRef<(HTMLTextAreaElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    refs.current[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);
  const full = lines.length >= ONBOARDING_LINES_MAX;
  const listError = errors[`${name}.${language}`] ?? errors[name];

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      {lines.length === 0 && <p className={styles.hint}>{t('chat.noLines')}</p>}
      <ol className={styles.lines}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the list; texts may repeat.
          <li key={index} className={styles.line}>
            <TextArea
              ref={(el) => {
                refs.current[index] = el;
              }}
              label={t('chat.line', { number: index + 1 })}
              rows={2}
              value={line}
              maxLength={ONBOARDING_LINE_MAX_CHARS}
              counterLabel={(length, max) => t('chat.counter', { length, max })}
              error={errors[`${name}.${language}.${index}`]}
              onChange={(e) => onChange(lines.map((l, i) => (i === index ? e.target.value : l)))}
            />
            <Button
              size="small"
              variant="secondary"
              aria-label={t('chat.removeLine', { number: index + 1 })}
              onClick={() => {
                onChange(lines.filter((_, i) => i !== index));
                if (lines.length > 1) setFocusIndex(Math.max(0, index - 1));
              }}
            >
              {t('chat.remove')}
            </Button>
          </li>
        ))}
      </ol>
      {listError && (
        <p role="alert" className={styles.error}>
          {listError}
        </p>
      )}
      <div className={styles.inline}>
        <Button
          size="small"
          variant="secondary"
          disabled={full}
          onClick={() => {
            onChange([...lines, '']);
            setFocusIndex(lines.length);
          }}
        >
          {t('chat.add')}
        </Button>
        <span className={styles.hint}>
          {t('chat.limit', { count: lines.length, max: ONBOARDING_LINES_MAX })}
        </span>
      </div>
    </fieldset>
  );
}
