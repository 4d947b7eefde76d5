import { useTranslation } from 'react-i18next';
import { SectionTabsScreen } from '../../../lib/ui/section-tabs-screen';
import { DesignPanel } from '../components/design-panel';
import { IssuedPanel } from '../components/issued-panel';

const SECTIONS = ['design', 'issued'] as const;

/**
 * Certificates of completion for administrators (issue 32, decision 144): the school's design and
 * the certificates issued. `/certificates/<section>`; `/certificates` opens the design.
 */
export default function CertificatesScreen() {
  const { t } = useTranslation('certificates');
  return (
    <SectionTabsScreen
      path="/certificates"
      sections={SECTIONS}
      panels={{ design: DesignPanel, issued: IssuedPanel }}
      title={t('title')}
      tabsLabel={t('sections.label')}
      sectionLabel={(section) => t(`sections.${section}`)}
    />
  );
}
