import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ui from '../../../components/ui/screen.module.css';
import type { SupportCategory } from '../../../lib/support/support-categories';
import styles from './support.module.css';
import { SUPPORT_PATHS } from './support-paths';

/** The support centre's topics (spec 01 §7 `GET /support-category?sort=id`), each opening its form. */
export function TopicList({ categories }: { categories: SupportCategory[] }) {
  const { t } = useTranslation('support');
  return (
    <ul className={`${ui.cardGrid} ${styles.topics}`}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            className={`${ui.linkTile} ${styles.topic}`}
            to={SUPPORT_PATHS.topic(category.id)}
            data-category={category.id}
          >
            <span className={styles.topicTitle}>{category.title}</span>
            {category.needsCourse && (
              <span className={`${ui.muted} ${styles.muted}`}>{t('topics.aboutCourse')}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
