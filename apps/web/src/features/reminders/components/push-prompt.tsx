import { PUSH_PROMPT } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { loadNamespaces } from '../../../lib/i18n/i18n';
import { enablePush, pushSupported, readPushState, syncPushSubscription } from '../../../lib/push/web-push';
import styles from './push-prompt.module.css';
import { countView, isDismissed, promptDue, readViews, rememberDismissal } from './push-prompt-rule';

function PromptCard({ vapidKey, onClose }: { vapidKey: string; onClose: () => void }) {
  const { t } = useTranslation('reminders');
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const allow = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    try {
      // Whatever the learner answers in the browser's own dialog, they have been asked.
      await enablePush(vapidKey);
      onClose();
    } catch {
      setFailed(true);
      setPending(false);
    }
  };

  return (
    <section className={`${ui.surface} ${styles.prompt}`} aria-labelledby={titleId} data-push-prompt="">
      <p id={titleId} className={styles.title}>
        {t('prompt.label')}
      </p>
      <p className={styles.text}>{t('prompt.text')}</p>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('prompt.failed')}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={button.primary}
          onClick={allow}
          disabled={pending}
          aria-busy={pending}
        >
          {t('prompt.allow')}
        </button>
        <button type="button" className={button.secondary} onClick={onClose}>
          {t('prompt.later')}
        </button>
      </div>
    </section>
  );
}

/**
 * spec 01 §9 push prompt: counts page views (route changes) in this browser and, after
 * 1000 of them or 100 s with the app open, offers to allow notifications. The browser's
 * permission dialog opens only from the Allow button; "Not now" is remembered. Shows
 * nothing where push cannot work, is blocked, or is already on; it also re-stores an
 * existing subscription for the learner now signed in (spec 01 §4).
 *
 * Mount once inside the signed-in layout (it needs the router and the configuration).
 */
export function PushPrompt() {
  const vapidKey = useAppConfig().domain.push.vapidPublicKey;
  const { pathname } = useLocation();
  const supported = pushSupported(vapidKey);
  const [views, setViews] = useState(readViews);
  const [timeUp, setTimeUp] = useState(false);
  const [closed, setClosed] = useState(isDismissed);
  const [offered, setOffered] = useState(false);

  useEffect(() => {
    if (supported) void syncPushSubscription(vapidKey);
  }, [supported, vapidKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view is a change of path.
  useEffect(() => {
    setViews(countView());
  }, [pathname]);

  useEffect(() => {
    if (!supported || closed) return;
    // Counted from the page's start ("with the app open"), not from when this mounted: the
    // layout mounts the prompt a moment after the screen (app/layout/signed-in-layout.tsx).
    const timer = window.setTimeout(
      () => setTimeUp(true),
      Math.max(0, PUSH_PROMPT.delayMs - performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, [supported, closed]);

  const due = supported && !closed && promptDue(views, timeUp ? PUSH_PROMPT.delayMs : 0);
  useEffect(() => {
    if (!due) return;
    let live = true;
    (async () => {
      const state = await readPushState(vapidKey);
      if (state !== 'prompt' && state !== 'granted') return;
      await loadNamespaces(['reminders']);
      if (live) setOffered(true);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [due, vapidKey]);

  if (!due || !offered || !vapidKey) return null;
  return (
    <PromptCard
      vapidKey={vapidKey}
      onClose={() => {
        rememberDismissal();
        setClosed(true);
      }}
    />
  );
}
