import { useTranslation } from 'react-i18next';
import { SectionTabsScreen } from '../../../lib/ui/section-tabs-screen';
import { CataloguePanel } from '../components/catalogue-panel';
import { DiscountCodesPanel } from '../components/discount-codes-panel';
import { OrdersPanel } from '../components/orders-panel';
import { ServicesPanel } from '../components/services-panel';
import { SettingsPanel } from '../components/settings-panel';
import { SubscriptionsPanel } from '../components/subscriptions-panel';

const SECTIONS = ['orders', 'subscriptions', 'services', 'codes', 'catalogue', 'settings'] as const;

/**
 * Payments for administrators (issue 11, decision 064): orders, subscriptions, services and
 * prices, discount codes, the catalogue and course offers, and the school's payment settings.
 * Each section has its own address (`/payments/<section>`); `/payments` opens the orders.
 */
export default function PaymentsScreen() {
  const { t } = useTranslation('payments');
  return (
    <SectionTabsScreen
      path="/payments"
      sections={SECTIONS}
      panels={{
        orders: OrdersPanel,
        subscriptions: SubscriptionsPanel,
        services: ServicesPanel,
        codes: DiscountCodesPanel,
        catalogue: CataloguePanel,
        settings: SettingsPanel,
      }}
      title={t('title')}
      tabsLabel={t('sections.label')}
      sectionLabel={(section) => t(`sections.${section}`)}
    />
  );
}
