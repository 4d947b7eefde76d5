import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { FormField } from '../../../components/form/form-field';
import { Modal } from '../../../components/modal/modal';
import { checkEmail, normalizeEmail } from '../../../lib/auth/credential-rules';
import type { EmailSaveResult } from '../api/update-user-email';

interface EmailDialogProps {
  save: (email: string) => Promise<EmailSaveResult>;
  /** true once saved; false on Cancel, Escape or the close button. */
  onDone: (saved: boolean) => void;
}

/**
 * spec 01 §4 step 7 and §5 "E-mail dialog": Save/Cancel; empty gives a prompt to enter an
 * e-mail; a server failure shows its e-mail errors joined by commas, else "could not
 * check the address".
 */
export function EmailDialog({ save, onDone }: EmailDialogProps) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const value = normalizeEmail(email);
    const rule = checkEmail(value);
    if (rule) {
      setError(t(rule === 'required' ? 'emailDialog.required' : 'emailDialog.invalid'));
      inputRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setPending(true);
    setError(null);
    try {
      const result = await save(value);
      if (result.ok) {
        onDone(true);
        return;
      }
      setError(result.message ?? t('emailDialog.checkFailed'));
      inputRef.current?.focus();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <Modal title={t('emailDialog.title')} onClose={() => onDone(false)}>
      <form className={form.form} noValidate onSubmit={onSubmit}>
        <p className={form.hint}>{t('emailDialog.text')}</p>
        <FormField
          inputRef={inputRef}
          label={t('emailDialog.email')}
          error={error}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          autoFocus
        />
        <div className={button.actions}>
          <button type="button" className={button.secondary} onClick={() => onDone(false)}>
            {t('emailDialog.cancel')}
          </button>
          <button type="submit" className={button.primary} disabled={pending} aria-busy={pending}>
            {t('emailDialog.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
