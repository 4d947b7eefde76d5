import type { SocialNetwork } from '@cp/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../../config/config-context';
import { offeredSocialNetworks, socialAuthOrder } from '../../../config/feature-flags';
import {
  parseSocialReturn,
  type SocialReturn,
  socialErrorKey,
  withoutSocialParams,
} from '../../../lib/auth/social-return';
import { appAddress, socialStartUrl } from '../../../lib/auth/social-start';
import { getToken } from '../../../lib/auth/token-storage';
import { APP_TYPE, ROUTER_BASENAME, socialPlatform } from '../../../lib/env/app-env';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { enablePush, pushSupported } from '../../../lib/push/web-push';
import { PATHS } from '../../../lib/routing/paths';
import { OnboardingChat } from '../components/onboarding-chat';
import { useOnboardingChat } from '../components/use-onboarding-chat';

/** A link flow started from the chat's socials question comes back here; its parameters leave the address. */
function takeLinkReturn(): SocialReturn {
  const params = new URLSearchParams(window.location.search);
  const result = parseSocialReturn(params);
  if (result.kind === 'none') return result;
  const url = new URL(window.location.href);
  url.search = withoutSocialParams(params).toString();
  window.history.replaceState(window.history.state, '', url.href);
  return result.action === 'link' ? result : { kind: 'none' };
}

/** The push question is asked only where this browser can still say yes (not asked yet). */
function pushAskable(vapidKey: string | null): boolean {
  return pushSupported(vapidKey) && Notification.permission === 'default';
}

/**
 * `/user-info-chat` (decision 088): registration by chat where the brand sets `userInfoChat`
 * (spec 01 §3, §4). Open to guests (the chat makes the account) and to signed-in learners who
 * left it half-way (they resume at the next question).
 */
export function Component() {
  const { t } = useTranslation(['onboarding', 'social']);
  const { domain, components } = useAppConfig();
  const { brand } = components;
  const language = currentLanguage();
  const vapidKey = domain.push.vapidPublicKey;
  const networks = useMemo(
    () =>
      offeredSocialNetworks(
        socialAuthOrder(brand, socialPlatform(APP_TYPE, navigator.userAgent)),
        domain.auth,
      ),
    [brand, domain.auth],
  );
  const askPush = useMemo(() => pushAskable(vapidKey), [vapidKey]);
  const open = brand.userInfoChat && (brand.isRegistrationEnable || Boolean(getToken()));
  const chat = useOnboardingChat({
    brand,
    language,
    socialsOffered: networks.length > 0,
    pushAskable: askPush,
  });
  const started = useRef(false);

  useEffect(() => {
    if (!open || started.current) return;
    started.current = true;
    const linked = takeLinkReturn();
    const notice =
      linked.kind === 'success'
        ? t('answers.linked', { network: t(`networks.${linked.method}`) })
        : linked.kind === 'fail'
          ? `${t('errors.linkFailed')} ${t(socialErrorKey(linked.code), {
              ns: 'social',
              code: linked.code,
              message: linked.message ?? '',
            })}`
          : null;
    void chat.start(notice);
  }, [open, chat, t]);

  // An effect, not <Navigate>: every screen's shared router chunk then stays without it (day budget).
  const navigate = useNavigate();
  useEffect(() => {
    if (!open) navigate(getToken() ? PATHS.courses : PATHS.login, { replace: true });
  }, [open, navigate]);
  if (!open) return null;

  const link = (network: SocialNetwork) => {
    const client = domain.auth.clients[network];
    const token = getToken();
    if (!client || !token) return;
    const back = appAddress(PATHS.userInfoChat, ROUTER_BASENAME, APP_TYPE === 'mobile');
    window.location.assign(
      socialStartUrl(client.link, { token, successUrl: back, cancelUrl: back, appType: APP_TYPE }),
    );
  };

  const allowPush = async () => {
    if (!pushSupported(vapidKey)) return false;
    try {
      return (await enablePush(vapidKey)) === 'subscribed';
    } catch {
      return false;
    }
  };

  return <OnboardingChat chat={chat} networks={networks} onLink={link} onAllowPush={allowPush} />;
}
