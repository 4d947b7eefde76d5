import { USER_STATUSES } from '@cp/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { useBanners } from '../../components/banners/banner-api';
import { preloadBannerSlots } from '../../components/banners/banner-slot';
import { useBannersEnabled } from '../../components/banners/banners-enabled';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { Logo } from '../../components/logo/logo';
import { OfflineNotice } from '../../components/offline-notice/offline-notice';
import { useAppConfig } from '../../config/config-context';
import { availableLanguages } from '../../config/feature-flags';
import { useVideoConsultationOffers } from '../../features/video-consultations/api/get-video-consultation-offers';
import { setAnalyticsUser } from '../../lib/analytics/analytics-user';
import { useCommunityPending, useHasCommunity } from '../../lib/community/use-has-community';
import { APP_TYPE } from '../../lib/env/app-env';
import { loadNamespaces } from '../../lib/i18n/i18n';
import { BACK_STATE, recordNavigation, useBackTarget } from '../../lib/navigation/back-navigation';
import { routeName } from '../../lib/navigation/route-names';
import { resumePendingWrites } from '../../lib/offline/write-queue-marker';
import { PATHS } from '../../lib/routing/paths';
import { displayName } from '../../lib/session/current-user';
import { useCurrentUser } from '../../lib/session/current-user-query';
import { BottomMenu } from '../menus/bottom-menu';
import { GeneralMenu } from '../menus/general-menu';
import {
  activeBottomItem,
  generalMenu,
  hasVideoConsultations,
  type MenuContext,
  mobileProfileMenu,
} from '../menus/menu-items';
import { MobileProfileMenu } from '../menus/mobile-profile-menu';
import { useNavigationPending } from '../router/app-router';
import { usePointsAtStart } from '../session/use-points-at-start';
import { AppFooter } from './app-footer';
import styles from './layout.module.css';
import { MobileUpdatePrompt } from './mobile-update-prompt';
import { useAlignWithTitle } from './use-align-with-title';

// The push prompt cannot show in the first 100 s (spec 01 §9), and its subscription check is
// background work: neither belongs on the path to the first screen (ARCHITECTURE §7 budget).
const PushPrompt = lazy(() =>
  import('../../features/reminders/components/push-prompt').then((module) => ({
    default: module.PushPrompt,
  })),
);
const PUSH_PROMPT_MOUNT_DELAY_MS = 2000;
/** The screen's area, where the skip link leads. */
const MAIN_ID = 'main';
// Only learners of a chat-registering school who left the chat half-way download it (decision 088).
const ResumePrompt = lazy(() =>
  Promise.all([
    import('../../features/onboarding/components/resume-prompt'),
    loadNamespaces(['onboarding']),
  ]).then(([module]) => ({ default: module.ResumePrompt })),
);

/** A forced password change was just saved (reset-password-route): say so where it lands (issue 8). */
function passwordChanged(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { passwordChanged?: unknown }).passwordChanged === true
  );
}

/**
 * The signed-in screens' frame (spec 01 §2): header with the general menu, the learner and
 * exit; the back link of the back-navigation history; on phones the bottom menu and the
 * mobile profile menu; the mobile update prompt.
 */
export function Component() {
  const { t } = useTranslation('menus');
  const config = useAppConfig();
  const { data: user } = useCurrentUser();
  const location = useLocation();
  const pending = useNavigationPending();
  const back = useBackTarget();
  const backLink = useRef<HTMLAnchorElement>(null);
  useAlignWithTitle(backLink, Boolean(back));
  const [profileMenuOpen, setProfileMenuOpen] = useState(false);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), PUSH_PROMPT_MOUNT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const bannersOn = useBannersEnabled();
  // Issue 27: an item only where it leads somewhere: banners the school has, consultations a
  // course of the learner's offers (asked only where the brand has them). Until the answer comes
  // the item stays, so the menu does not move under the learner in the schools that have them.
  const banners = useBanners();
  const consultationOffers = useVideoConsultationOffers(hasVideoConsultations(config));
  const menu: MenuContext = {
    config,
    hasCommunity: useHasCommunity(),
    hasBanners: bannersOn && (banners.data === undefined || banners.data.length > 0),
    offersVideoConsultations: consultationOffers.data === undefined || consultationOffers.data.length > 0,
  };

  const languages = availableLanguages(config.domain);

  // The banner list and the slots' code start with the frame, beside the screen's own data, so
  // the slots render with the screen rather than shifting it (decision 045).
  useEffect(() => {
    if (!bannersOn) return;
    void preloadBannerSlots().catch(() => undefined);
  }, [bannersOn]);

  useEffect(() => {
    recordNavigation(location.pathname, location.state);
  }, [location]);

  // Progress made offline on an earlier visit goes as soon as the learner is back (decision 067).
  useEffect(() => resumePendingWrites(), []);

  useEffect(() => {
    if (user) setAnalyticsUser({ id: user.id, isAdmin: user.isAdmin });
  }, [user]);

  // spec 01 §4: the user score loads at start with communities and banners (asked above).
  usePointsAtStart(user?.id);

  return (
    <div className={styles.page}>
      {/* First in the tab order: past the header's menu to the screen (WCAG 2.4.1). Focused by hand:
          a bare #main would add a hash the router reads as a navigation. */}
      <a
        className={styles.skip}
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to={PATHS.courses} className={styles.logoLink}>
          <Logo />
        </Link>
        <div className={styles.headerEnd}>
          {user && (
            <Link to="/user" className={styles.userLink} aria-label={`${t('account')}: ${displayName(user)}`}>
              <UserAvatar user={user} size={32} decorative />
              <span className={styles.userName}>{displayName(user)}</span>
            </Link>
          )}
          {/* Phones keep one header row: language and sign-out are in the profile menu (issue 8). */}
          <div className={styles.wideOnly}>
            <LanguageSwitch languages={languages} />
            <Link to={PATHS.logout} className={styles.exit}>
              {t('exit')}
            </Link>
          </div>
        </div>
        {/* After the first row in the page's order too, so Tab reads the header as it is seen. */}
        <GeneralMenu items={generalMenu(menu)} communityPending={useCommunityPending()} />
      </header>
      <OfflineNotice />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={`${styles.main} ${styles.screenArea}`}
        data-pending={pending || undefined}
        aria-busy={pending || undefined}
      >
        {passwordChanged(location.state) && (
          <p role="status" className={styles.flash}>
            {t('passwordSaved')}
          </p>
        )}
        {config.components.brand.userInfoChat && user && user.status < USER_STATUSES[3] && (
          <Suspense fallback={null}>
            <ResumePrompt />
          </Suspense>
        )}
        {back && (
          <Link ref={backLink} to={back} state={BACK_STATE} className={styles.back}>
            <span aria-hidden="true">← </span>
            {t('back')}
          </Link>
        )}
        <Outlet />
      </main>
      <AppFooter />
      <BottomMenu
        active={activeBottomItem(routeName(location.pathname))}
        onProfile={() => setProfileMenuOpen(true)}
      />
      {profileMenuOpen && (
        <MobileProfileMenu
          items={mobileProfileMenu(menu)}
          languages={languages}
          onClose={() => setProfileMenuOpen(false)}
        />
      )}
      {APP_TYPE === 'mobile' && <MobileUpdatePrompt />}
      {settled && (
        <Suspense fallback={null}>
          <PushPrompt />
        </Suspense>
      )}
    </div>
  );
}
