import type { ConfigResponse } from '@cp/contract';
import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../lib/env/when-idle';
import { changeLanguage, currentLanguage } from '../lib/i18n/i18n';
import {
  languageWithoutConfig,
  languageWithoutSchool,
  readChosenLanguage,
  rememberSchoolLanguage,
  resolveLanguage,
  schoolDefaultLanguage,
} from '../lib/i18n/languages';
import { applyReadCaching } from '../lib/offline/read-cache-switch';
import { applyDomainConfig } from './apply-config';
import { isUnknownSchool } from './config-error-dialog';
import { availableLanguages } from './feature-flags';
import { fetchConfig } from './load-config';

export type ConfigBoot =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; config: ConfigResponse };

/** Applies what the page needs from the configuration before any screen renders. */
async function prepare(config: ConfigResponse): Promise<ConfigResponse> {
  applyDomainConfig(config.domain);
  // The first visit of a school with offline mode: the configuration is asked again, in the
  // language of this start, so the next start finds it kept even without a network (decision 067).
  // Once the page is idle: the offline store's code and its writes are no part of the first screen.
  if (applyReadCaching(config.components.brand.isOfflineEnable)) {
    const language = currentLanguage();
    whenIdle(() => void fetchConfig(language).catch(() => undefined));
  }
  // The school's default language on this build (English in the mobile shell), unless the
  // learner chose one (spec 01 §9).
  const schoolDefault = schoolDefaultLanguage(
    config.domain.default_language.code,
    availableLanguages(config.domain),
  );
  rememberSchoolLanguage(schoolDefault);
  const language = resolveLanguage(readChosenLanguage(), schoolDefault);
  if (language !== currentLanguage()) await changeLanguage(language);
  return config;
}

/** spec 01 §4 "App start: the config loads first (failure shows an error dialog)". */
export function useConfigBoot(firstRequest: Promise<ConfigResponse>): ConfigBoot & { retry: () => void } {
  const [state, setState] = useState<ConfigBoot>({ status: 'loading' });

  const run = useCallback((request: Promise<ConfigResponse>) => {
    let current = true;
    setState({ status: 'loading' });
    request.then(prepare).then(
      (config) => current && setState({ status: 'ready', config }),
      async (error: unknown) => {
        // Said in a language the learner reads: not the boot's guess when a better one is known.
        // An address of no school has no school's language to fall back on: English (issue 28).
        const language = isUnknownSchool(error) ? languageWithoutSchool() : languageWithoutConfig();
        if (language && language !== currentLanguage()) await changeLanguage(language).catch(() => undefined);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => run(firstRequest), [run, firstRequest]);

  const retry = useCallback(() => {
    run(fetchConfig());
  }, [run]);

  return { ...state, retry };
}
