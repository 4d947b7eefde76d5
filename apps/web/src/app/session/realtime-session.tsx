import type { SessionEndReason } from '@cp/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppConfig } from '../../config/config-context';
import { setLoginNotice } from '../../lib/auth/login-notice';
import { logout } from '../../lib/auth/logout';
import { getToken } from '../../lib/auth/token-storage';
import { startSessionSocket, stopSessionSocket } from '../../lib/realtime/session-socket';
import { PATHS } from '../../lib/routing/paths';

/**
 * spec 01 §4: "A 'logout' event (logged in on another device) logs out, shows the notice
 * that the session is open on a different device, stores the return URL and goes to
 * login." Mounted with the signed-in screens, so the socket opens after sign-in and on
 * load when signed in, and closes when they go.
 */
export function RealtimeSession() {
  const { domain } = useAppConfig();
  // Both read when the event comes, not when the socket opens: the socket lives across screens,
  // and the declarative router's navigate changes with each address (decision 147), which as an
  // effect's dependency would close and reopen the socket on every navigation.
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  navigate.current = navigateNow;
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const uri = domain.notification.websocketURI;
  const token = getToken();

  useEffect(() => {
    if (!uri || !token) return;
    startSessionSocket(uri, token, (reason: SessionEndReason) => {
      // A deleted account takes its downloads with it; any other ending keeps them (issue 27).
      logout({ returnUrl: here.current, reason: reason === 'deleted' ? 'signed-out' : 'ended' });
      setLoginNotice({ kind: 'session-ended', reason });
      void navigate.current(PATHS.login, { replace: true });
    });
    return stopSessionSocket;
  }, [uri, token]);

  return null;
}
