import { AUDIT_ACTIONS } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/audit.json';
import es from '../../../locales/es/audit.json';
import ru from '../../../locales/ru/audit.json';

/** `actions.<area>.<verb>` of a locale, or undefined: every verb an area adds must be said in words. */
function label(texts: { actions: Record<string, unknown> }, action: string): unknown {
  return action
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], texts.actions);
}

describe('the audit log says every action in words', () => {
  it.each([
    ['en', en],
    ['ru', ru],
    ['es', es],
  ])('%s has a text for each of AUDIT_ACTIONS', (_lang, texts) => {
    const missing = AUDIT_ACTIONS.filter((a) => typeof label(texts, a) !== 'string');
    expect(missing).toEqual([]);
  });
});
