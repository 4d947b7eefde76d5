import type { Language } from '@cp/contract';

/** The account: password change and account status (spec 01 §5): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const accountMessages = {
  currentPasswordBlank: {
    ru: 'Укажите текущий пароль.',
    en: 'Current password cannot be blank.',
    es: 'Indique la contraseña actual.',
  },
  currentPasswordWrong: {
    ru: 'Текущий пароль указан неверно.',
    en: 'The current password is incorrect.',
    es: 'La contraseña actual es incorrecta.',
  },
  statusLowered: {
    ru: 'Статус нельзя понизить.',
    en: 'The status cannot be lowered.',
    es: 'El estado no se puede reducir.',
  },
  // Decision 088: registration by chat raises the status one step at a time.
  statusSkipped: {
    ru: 'Статус повышается на одну ступень за раз: сейчас можно только {next}.',
    en: 'The status rises one step at a time: only {next} can come next.',
    es: 'El estado sube de un paso a la vez: ahora solo puede ser {next}.',
  },
  statusNeedsCredentials: {
    ru: 'Для статуса 20 у аккаунта должны быть e-mail и пароль.',
    en: 'Status 20 needs the account to have an e-mail and a password.',
    es: 'El estado 20 requiere que la cuenta tenga un correo electrónico y una contraseña.',
  },
} satisfies Record<string, Record<Language, string>>;
