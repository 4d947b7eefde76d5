import { POINTS_SPEND_THRESHOLD, POINTS_TO_DEBIT } from '@cp/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import styles from './points.module.css';

const QUESTIONS = ['earn', 'spend', 'when', 'discount', 'history'] as const;

/** spec 01 §2 points "FAQ": native disclosures, so keyboard and screen readers work as everywhere. */
export function PointsFaq() {
  const { t } = useTranslation('points');
  const titleId = useId();
  return (
    <section className={ui.sheet} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('faq.title')}
      </h2>
      <ul className={`${ui.plainList} ${styles.faq}`}>
        {QUESTIONS.map((key) => (
          <li key={key}>
            <details className={styles.question}>
              <summary>{t(`faq.${key}.question`)}</summary>
              <p>{t(`faq.${key}.answer`, { threshold: POINTS_SPEND_THRESHOLD, points: POINTS_TO_DEBIT })}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
