import button from '@cp/ui/button/button.module.css';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n/i18n';

// The modal, with the anonymous request form (spec 01 §5) and its texts, downloads only when a
// guest opens it (decision 005 budget of the sign-in route).
// (No top-level await in the modal's chunk for its texts: it made the build drop the app's
// entry from the Vite manifest.)
const SupportModal = lazy(() =>
  Promise.all([import('./support-modal'), loadNamespaces(['support'])]).then(([module]) => module),
);

/** spec 01 §2: the support block (support e-mail, optional WhatsApp link, request form) in a modal. */
export function SupportBlock({ email, whatsAppNumber }: { email: string; whatsAppNumber: string | null }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={button.link} onClick={() => setOpen(true)}>
        {t('support.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SupportModal email={email} whatsAppNumber={whatsAppNumber} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
