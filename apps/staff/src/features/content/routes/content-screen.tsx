import { useTranslation } from 'react-i18next';
import { SectionTabsScreen } from '../../../lib/ui/section-tabs-screen';
import { ArticlesPanel } from '../components/articles-panel';
import { BannersPanel } from '../components/banners-panel';
import { CommunitiesPanel } from '../components/communities-panel';
import { TopicsPanel } from '../components/topics-panel';

const SECTIONS = ['topics', 'banners', 'communities', 'articles'] as const;

/**
 * What learners read besides their courses (issue 13, decision 077): the support centre's
 * topics, banners, communities and articles. Each section has its own address
 * (`/content/<section>`), so a link or a reload keeps it.
 */
export default function ContentScreen() {
  const { t } = useTranslation('content');
  return (
    <SectionTabsScreen
      path="/content"
      sections={SECTIONS}
      panels={{
        topics: TopicsPanel,
        banners: BannersPanel,
        communities: CommunitiesPanel,
        articles: ArticlesPanel,
      }}
      title={t('title')}
      tabsLabel={t('sections.label')}
      sectionLabel={(section) => t(`sections.${section}`)}
    />
  );
}
