import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { type NavigationArgs, useNavigationWork } from '../../../lib/routing/navigation-work';
import { type Verification, verifyCertificate } from '../api/verify-certificate';
import { VerificationCard } from '../components/verification-card';

type Loaded = { kind: 'loaded'; verification: Verification } | { kind: 'failed'; error: unknown };

/**
 * Read before the screen shows, as the work of the navigation: a guest's pages load without
 * TanStack Query (ARCHITECTURE §7).
 */
async function verify({ params }: NavigationArgs): Promise<Loaded> {
  try {
    return { kind: 'loaded', verification: await verifyCertificate(params.code ?? '') };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/**
 * A certificate's verification address `/certificates/{code}` (issue 32, decision 144): open to
 * anyone, signed in or not, with the plain layout; it shows only this school's certificates.
 */
export function Component() {
  const loaded = useNavigationWork('certificate', verify);
  const { t } = useTranslation('certificates');
  const [retrying, setRetrying] = useState(false);
  if (loaded.kind === 'failed') {
    return (
      <section className={`${ui.sheet} ${ui.lifted} ${form.card}`}>
        <h1 className={form.title}>{t('verify.title')}</h1>
        <LoadFailure
          message={t('verify.failed')}
          error={loaded.error}
          onRetry={() => {
            setRetrying(true);
            window.location.reload();
          }}
          retrying={retrying}
        />
      </section>
    );
  }
  return <VerificationCard verification={loaded.verification} />;
}
