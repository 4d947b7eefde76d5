import { Tabs } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { CataloguePanel } from '../components/catalogue-panel';
import { DiscountCodesPanel } from '../components/discount-codes-panel';
import { OrdersPanel } from '../components/orders-panel';
import styles from '../components/payments.module.css';
import { ServicesPanel } from '../components/services-panel';
import { SettingsPanel } from '../components/settings-panel';
import { SubscriptionsPanel } from '../components/subscriptions-panel';

const SECTIONS = ['orders', 'subscriptions', 'services', 'codes', 'catalogue', 'settings'] as const;
type Section = (typeof SECTIONS)[number];

const PANELS: Record<Section, () => React.JSX.Element> = {
  orders: OrdersPanel,
  subscriptions: SubscriptionsPanel,
  services: ServicesPanel,
  codes: DiscountCodesPanel,
  catalogue: CataloguePanel,
  settings: SettingsPanel,
};

/**
 * Payments for administrators (issue 11, decision 064): orders, subscriptions, services and
 * prices, discount codes, the catalogue and course offers, and the school's payment settings.
 * Each section has its own address (`/payments/<section>`), so a link or a reload keeps it.
 */
export default function PaymentsScreen() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const param = useParams().section;
  // `/payments` (the navigation's link) and an unknown section open the orders, always at
  // `/payments/<section>`: one route for every tab, so switching tabs keeps the tab's focus.
  if (!SECTIONS.includes(param as Section)) return <Navigate to="/payments/orders" replace />;
  const section = param as Section;
  const Panel = PANELS[section];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <Tabs
        label={t('sections.label')}
        items={SECTIONS.map((key) => ({ key, label: t(`sections.${key}`) }))}
        selected={section}
        onSelect={(key) => navigate(`/payments/${key}`, { replace: true })}
        panelId="payments-panel"
      />
      <div id="payments-panel" role="tabpanel" aria-label={t(`sections.${section}`)}>
        <Panel />
      </div>
    </div>
  );
}
