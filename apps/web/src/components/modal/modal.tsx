import { Dialog } from '@cp/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** Omit for a dialog the person cannot dismiss (the configuration failure). */
  onClose?: () => void;
  wide?: boolean;
}

/** The shared dialog of `@cp/ui` with the learner app's translated close label (decision 133). */
export function Modal({ title, children, onClose, wide = false }: ModalProps) {
  const { t } = useTranslation();
  return onClose ? (
    <Dialog title={title} onClose={onClose} closeLabel={t('actions.close')} wide={wide}>
      {children}
    </Dialog>
  ) : (
    <Dialog title={title} wide={wide}>
      {children}
    </Dialog>
  );
}
