import { Tabs } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ArticlesPanel } from '../components/articles-panel';
import { BannersPanel } from '../components/banners-panel';
import { CommunitiesPanel } from '../components/communities-panel';
import styles from '../components/content.module.css';
import { TopicsPanel } from '../components/topics-panel';

const SECTIONS = ['topics', 'banners', 'communities', 'articles'] as const;
type Section = (typeof SECTIONS)[number];

const PANELS: Record<Section, () => React.JSX.Element> = {
  topics: TopicsPanel,
  banners: BannersPanel,
  communities: CommunitiesPanel,
  articles: ArticlesPanel,
};

/**
 * What learners read besides their courses (issue 13, decision 077): the support centre's
 * topics, banners, communities and articles. Each section has its own address
 * (`/content/<section>`), so a link or a reload keeps it.
 */
export default function ContentScreen() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const param = useParams().section;
  if (!SECTIONS.includes(param as Section)) return <Navigate to="/content/topics" replace />;
  const section = param as Section;
  const Panel = PANELS[section];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <Tabs
        label={t('sections.label')}
        items={SECTIONS.map((key) => ({ key, label: t(`sections.${key}`) }))}
        selected={section}
        onSelect={(key) => navigate(`/content/${key}`, { replace: true })}
        panelId="content-panel"
      />
      <div id="content-panel" role="tabpanel" aria-label={t(`sections.${section}`)}>
        <Panel />
      </div>
    </div>
  );
}
