import type { BrandConfig, Language, OnboardingQuestionKey } from '@cp/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportLoginLater } from '../../../lib/auth/report-login';
import { getToken, setToken } from '../../../lib/auth/token-storage';
import type { CurrentUser } from '../../../lib/session/current-user';
import { seedCurrentUser } from '../../../lib/session/current-user-query';
import { getChatUser } from '../api/get-chat-user';
import { raiseStatus, saveProfileAnswer } from '../api/save-answer';
import { type ChatCallResult, signUpByChat } from '../api/sign-up-by-chat';
import { questionText, schoolLines } from './chat-texts';
import { clearDraft, type OnboardingDraft, readDraft, writeDraft } from './onboarding-draft';
import {
  askedQuestions,
  type ChatProgress,
  type ChatStep,
  nextStep,
  statusAfter,
} from './onboarding-sequence';
import { useChatLines } from './use-chat-lines';

export type ChatPhase =
  | { kind: 'loading' }
  | { kind: 'ask'; step: OnboardingQuestionKey }
  | { kind: 'done' }
  /** A call failed between questions: the error is shown with a retry. */
  | { kind: 'stuck' };

export interface ChatOptions {
  brand: BrandConfig;
  language: Language;
  socialsOffered: boolean;
  pushAskable: boolean;
}

function deviceTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The text of a refused answer: the server's messages (already in the learner's language), else ours. */
export function refusalText(
  result: Exclude<ChatCallResult<unknown>, { kind: 'ok' }>,
  fallback: string,
): string {
  if (result.kind === 'field-errors') return Object.values(result.errors).flat().join(' ') || fallback;
  return result.message ?? fallback;
}

/**
 * Registration by chat (spec 01 §4, decision 088): the conversation, what each answer does on the
 * server, and where a learner who comes back goes on. Before the account exists the answers stay
 * on the device; the password makes the account; each later answer is saved as it is given.
 */
export function useOnboardingChat({ brand, language, socialsOffered, pushAskable }: ChatOptions) {
  const { t } = useTranslation('onboarding');
  const chat = useChatLines();
  const { say } = chat;
  const asked = useMemo(() => askedQuestions(brand), [brand]);
  const [user, setUserState] = useState<CurrentUser | null>(null);
  const [phase, setPhase] = useState<ChatPhase>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const draft = useRef<OnboardingDraft>(readDraft());
  const retry = useRef<() => Promise<void>>(async () => undefined);
  const inFlight = useRef(false);

  const setUser = useCallback((next: CurrentUser) => {
    setUserState(next);
    seedCurrentUser(next);
  }, []);

  const progressOf = (account: CurrentUser | null): ChatProgress => ({
    signedIn: account !== null,
    status: account?.status ?? 10,
    firstName: account ? account.firstName : draft.current.firstName,
    email: account ? account.email : draft.current.email,
    linkedSocials: account?.userExternalAuths.length ?? 0,
    passed: draft.current.passed,
    socialsOffered,
    pushAskable,
  });

  const saveDraft = (changes: Partial<OnboardingDraft>) => {
    draft.current = { ...draft.current, ...changes };
    writeDraft(draft.current);
  };

  const stuck = (text: string, again: () => Promise<void>) => {
    setError(text);
    retry.current = again;
    setPhase({ kind: 'stuck' });
  };

  /** Raises the status one step at a time up to `target` (the server refuses a skipped step). */
  const raiseTo = async (account: CurrentUser, target: number): Promise<CurrentUser | null> => {
    let current = account;
    for (const status of [20, 30, 40].filter((s) => s > current.status && s <= target)) {
      const result = await raiseStatus(status);
      if (result.kind !== 'ok') {
        const from = current;
        stuck(refusalText(result, t('errors.failed')), () => go(from));
        return null;
      }
      current = result.value;
      setUser(current);
    }
    return current;
  };

  /** On to the next question not passed; an account left at 10 with its credentials is raised first. */
  const go = async (account: CurrentUser | null): Promise<void> => {
    setError(null);
    let step: ChatStep = nextStep(asked, progressOf(account));
    if (account && step === 'password') {
      const raised = await raiseTo(account, 20);
      if (!raised) return;
      step = nextStep(asked, progressOf(raised));
    }
    if (step === 'done') {
      if (account && account.status < 40 && !(await raiseTo(account, 40))) return;
      clearDraft();
      say(schoolLines(brand.goodbyeMessages, language, [t('goodbye')]));
      setPhase({ kind: 'done' });
      return;
    }
    say([questionText(brand, step, language, t(`questions.${step}`))]);
    setPhase({ kind: 'ask', step });
  };

  /** Where the chat starts: the welcome, or for a learner coming back the welcome back. */
  /** `linkNotice`: what became of a network link started from the chat, said after the welcome. */
  const start = async (linkNotice: string | null): Promise<void> => {
    let account: CurrentUser | null = null;
    if (getToken()) {
      try {
        account = await getChatUser();
        setUser(account);
      } catch {
        stuck(t('errors.failed'), () => start(null));
        return;
      }
    }
    const returning = account !== null || draft.current.firstName !== null;
    say(returning ? [t('welcomeBack')] : schoolLines(brand.welcomeMessages, language, [t('welcome')]));
    if (linkNotice) say([linkNotice]);
    await go(account);
  };

  /** Runs one answer's calls, one at a time; a refusal stays on the question with its text. */
  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch {
      setError(t('errors.failed'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  /** A question passed (answered or skipped): the status it stands for, then the next one. */
  const passed = async (step: OnboardingQuestionKey, answerText: string, account = user) => {
    chat.answer(answerText);
    if (!draft.current.passed.includes(step)) saveDraft({ passed: [...draft.current.passed, step] });
    if (!account) return go(null);
    const raised = await raiseTo(account, statusAfter(step));
    if (raised) await go(raised);
  };

  /**
   * The saved answer's user, or the refusal shown under the input (false); `failedText` is what a
   * refusal without the server's words says ("The answer was not saved" unless the answer names it).
   */
  const accepted = (
    result: ChatCallResult<CurrentUser>,
    failedText = t('errors.failed'),
  ): CurrentUser | false => {
    if (result.kind === 'ok') {
      setUser(result.value);
      return result.value;
    }
    setError(refusalText(result, failedText));
    return false;
  };

  /** The password makes the account (sign-up by e-mail), then the name the learner gave goes to the profile. */
  const createAccount = async (password: string): Promise<void> => {
    const email = draft.current.email;
    if (!email) return go(null);
    const result = await signUpByChat({ email, password, timezone: deviceTimezone() });
    if (result.kind !== 'ok') {
      if (result.kind === 'field-errors' && result.errors.email) {
        // Taken since it was checked: ask for the e-mail again, saying why.
        saveDraft({ email: null });
        say(result.errors.email);
        return go(null);
      }
      setError(refusalText(result, t('errors.signupFailed')));
      return;
    }
    setToken(result.value.token);
    reportLoginLater('email', result.value.user.id);
    let account = result.value.user;
    setUser(account);
    chat.answer(t('answers.password'));
    const firstName = draft.current.firstName;
    if (firstName) {
      const named = await saveProfileAnswer('name', firstName);
      if (named.kind === 'ok') account = named.value;
      setUser(account);
    }
    saveDraft({ firstName: null, email: null });
    await go(account);
  };

  return {
    ...chat,
    phase,
    error,
    setError,
    busy,
    user,
    start,
    run,
    go,
    passed,
    accepted,
    createAccount,
    saveDraft,
    retry: () => run(() => retry.current()),
  };
}

export type OnboardingChatState = ReturnType<typeof useOnboardingChat>;
