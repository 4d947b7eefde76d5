import { useTranslation } from 'react-i18next';
import { SectionTabsScreen } from '../../../lib/ui/section-tabs-screen';
import { InvitationsPanel } from '../components/invitations-panel';
import { RulesPanel } from '../components/rules-panel';

const SECTIONS = ['rules', 'invitations'] as const;

/**
 * The referral programme for administrators (issue 15, decision 092): the school's rules and
 * the invitations they produced. `/referral/<section>`; `/referral` opens the rules.
 */
export default function ReferralScreen() {
  const { t } = useTranslation('referral');
  return (
    <SectionTabsScreen
      path="/referral"
      sections={SECTIONS}
      panels={{ rules: RulesPanel, invitations: InvitationsPanel }}
      title={t('title')}
      tabsLabel={t('sections.label')}
      sectionLabel={(section) => t(`sections.${section}`)}
    />
  );
}
