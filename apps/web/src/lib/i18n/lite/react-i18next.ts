import { useCallback, useSyncExternalStore } from 'react';
import i18next from './i18next';

/**
 * The part of react-i18next the app uses (see ./i18next.ts): `useTranslation(ns)` gives `t`
 * bound to the namespace and renders again when the language changes or texts arrive.
 */
export const initReactI18next = { type: '3rdParty' as const, init() {} };

let version = 0;
const subscribers = new Set<() => void>();
const bump = () => {
  version += 1;
  for (const subscriber of subscribers) subscriber();
};
i18next.on('languageChanged', bump);
i18next.on('added', bump);

function subscribe(subscriber: () => void) {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}
const snapshot = () => version;

export function useTranslation(namespace?: string | readonly string[]) {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  // One `t` per namespace list and texts version: an array literal of the caller must not
  // make a new `t` (and rerun effects that use it) on every render.
  const names = typeof namespace === 'string' ? namespace : (namespace?.join(',') ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is the change signal
  const t = useCallback(
    (key: string | readonly string[], options: Record<string, unknown> = {}) =>
      i18next.t(key, { ns: names ? names.split(',') : i18next.options.defaultNS, ...options }),
    [names, current],
  );
  return { t, i18n: i18next, ready: true };
}
