import type { ConfigResponse } from '@cp/contract';
import { ErrorState, Spinner } from '@cp/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { ApiError } from '../lib/api/api-error';
import { applyDomainConfig } from '../lib/config/apply-config';
import { ConfigContext } from '../lib/config/config-context';
import { fetchConfig } from '../lib/config/load-config';
import { changeLanguage, currentLanguage } from '../lib/i18n/i18n';
import { browserLanguage, hasChosenLanguage, isLanguage, languageWithoutSchool } from '../lib/i18n/languages';
import { createQueryClient } from '../lib/query/query-client';
import { SessionProvider } from '../lib/session/session-provider';
import { createStaffRouter } from './create-router';
import { NoSchoolScreen } from './no-school-screen';

const queryClient = createQueryClient();
let router: ReturnType<typeof createStaffRouter> | null = null;

type Boot =
  | { status: 'loading' }
  | { status: 'failed'; noSchool: boolean }
  | { status: 'ready'; config: ConfigResponse };

/** The school's configuration first (the host names the school), then the session and screens. */
export function App() {
  const { t } = useTranslation();
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry.
  useEffect(() => {
    let live = true;
    fetchConfig(currentLanguage()).then(
      async (config) => {
        if (!live) return;
        // Nobody chose a language on this browser yet: the school's own default (FaceFit is English).
        const schoolLanguage = config.domain.default_language.code;
        if (!hasChosenLanguage() && isLanguage(schoolLanguage) && schoolLanguage !== currentLanguage()) {
          await changeLanguage(schoolLanguage, { remember: false }).catch(() => undefined);
        }
        if (!live) return;
        applyDomainConfig(config.domain);
        document.title = `${t('productName')} · ${config.domain.title || config.domain.name}`;
        setBoot({ status: 'ready', config });
      },
      async (error: unknown) => {
        if (!live) return;
        // No school, so no school's language: the one chosen here, else the browser's (issue 28).
        const noSchool = error instanceof ApiError && error.status === 404;
        const language = noSchool
          ? languageWithoutSchool()
          : hasChosenLanguage()
            ? currentLanguage()
            : (browserLanguage() ?? currentLanguage());
        if (language !== currentLanguage()) {
          await changeLanguage(language, { remember: false }).catch(() => undefined);
        }
        if (live) setBoot({ status: 'failed', noSchool });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, t]);

  if (boot.status === 'loading') return <Spinner label={t('loading')} />;
  const retry = () => {
    setBoot({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  if (boot.status === 'failed' && boot.noSchool) return <NoSchoolScreen onRetry={retry} />;
  if (boot.status === 'failed') {
    return <ErrorState title={t('errors.config')} onRetry={retry} retryLabel={t('actions.retry')} />;
  }
  router ??= createStaffRouter();
  return (
    <ConfigContext.Provider value={boot.config}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ConfigContext.Provider>
  );
}
