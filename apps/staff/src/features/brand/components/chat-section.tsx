import {
  LANGUAGE_NATIVE_TITLES,
  LANGUAGES,
  type Language,
  ONBOARDING_LINE_MAX_CHARS,
  ONBOARDING_QUESTION_KEYS,
} from '@cp/contract';
import { CheckboxField, Tabs, TextField } from '@cp/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandFormValues } from '../lib/brand-form';
import { type ChatFormValues, isRequiredQuestion } from '../lib/chat-form';
import styles from './brand.module.css';
import { ChatLines } from './chat-lines';

/**
 * The onboarding chat (spec 01 §3 remote config keys `welcomeMessages`, `goodbyeMessages`,
 * `questions`; issue 15), shown while "user info chat" is on: the lines before the first
 * question and after the last, which optional questions are asked, and every text per
 * language. A language left empty uses the learner app's own words.
 */
export function ChatSection({
  values,
  errors,
  onChange,
}: {
  values: BrandFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<BrandFormValues>) => void;
}) {
  const { t } = useTranslation('brand');
  const titleId = useId();
  const panelId = useId();
  const [language, setLanguage] = useState<Language>('ru');
  const chat = values.chat;
  const setChat = (patch: Partial<ChatFormValues>) => onChange({ chat: { ...chat, ...patch } });
  const setQuestion = (
    key: keyof ChatFormValues['questions'],
    patch: Partial<ChatFormValues['questions'][typeof key]>,
  ) => setChat({ questions: { ...chat.questions, [key]: { ...chat.questions[key], ...patch } } });
  const languageName = LANGUAGE_NATIVE_TITLES[language];

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sections.chat')}
      </h2>
      <p className={styles.hint}>{t('chat.intro')}</p>
      <Tabs
        label={t('chat.languages')}
        items={LANGUAGES.map((l) => ({ key: l, label: LANGUAGE_NATIVE_TITLES[l] }))}
        selected={language}
        onSelect={setLanguage}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={languageName} className={styles.form}>
        <ChatLines
          name="welcomeMessages"
          legend={t('chat.welcome.legend', { language: languageName })}
          hint={t('chat.welcome.hint')}
          lines={chat.welcome[language]}
          language={language}
          errors={errors}
          onChange={(lines) => setChat({ welcome: { ...chat.welcome, [language]: lines } })}
        />
        <ChatLines
          name="goodbyeMessages"
          legend={t('chat.goodbye.legend', { language: languageName })}
          hint={t('chat.goodbye.hint')}
          lines={chat.goodbye[language]}
          language={language}
          errors={errors}
          onChange={(lines) => setChat({ goodbye: { ...chat.goodbye, [language]: lines } })}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('chat.questions.legend')}</legend>
          <p className={styles.hint}>{t('chat.questions.hint')}</p>
          {errors.questions && (
            <p role="alert" className={styles.error}>
              {errors.questions}
            </p>
          )}
          {ONBOARDING_QUESTION_KEYS.map((key) => {
            const required = isRequiredQuestion(key);
            const question = chat.questions[key];
            return (
              <div key={key} className={styles.question}>
                <CheckboxField
                  label={t(`chat.question.${key}`)}
                  hint={required ? t('chat.questions.required') : t(`chat.questionHint.${key}`)}
                  checked={required || question.asked}
                  disabled={required}
                  onChange={(e) => setQuestion(key, { asked: e.target.checked })}
                />
                {(required || question.asked) && (
                  <TextField
                    label={t('chat.questions.wording', {
                      question: t(`chat.question.${key}`),
                      language: languageName,
                    })}
                    placeholder={t('chat.questions.ownWords')}
                    maxLength={ONBOARDING_LINE_MAX_CHARS}
                    value={question.text[language]}
                    error={errors[`questions.${key}.text.${language}`]}
                    onChange={(e) =>
                      setQuestion(key, { text: { ...question.text, [language]: e.target.value } })
                    }
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      </div>
    </section>
  );
}
