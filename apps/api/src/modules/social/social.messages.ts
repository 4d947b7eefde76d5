import type { Language } from '@cp/contract';

/** Sign-in with a social network (spec 01 §3); some keys are the spec's own error names: the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const socialMessages = {
  socialNotConfigured: {
    ru: 'Вход через эту сеть в этой школе не настроен.',
    en: 'Signing in with this network is not set up in this school.',
    es: 'El acceso con esta red no está configurado en esta escuela.',
  },
  socialBadReturnUrl: {
    ru: 'Адрес возврата не принадлежит этой школе.',
    en: 'The return address does not belong to this school.',
    es: 'La dirección de retorno no pertenece a esta escuela.',
  },
  socialStateInvalid: {
    ru: 'Попытка входа устарела или уже использована. Начните заново.',
    en: 'This sign-in attempt has expired or was already used. Please start again.',
    es: 'Este intento de acceso ha caducado o ya se usó. Vuelva a empezar.',
  },
  common_no_social_id: {
    ru: 'Соцсеть не сообщила идентификатор пользователя.',
    en: 'The network did not tell who you are.',
    es: 'La red no indicó quién es usted.',
  },
  login_no_link: {
    ru: 'Этот профиль соцсети не привязан ни к одному аккаунту. Войдите по e-mail и привяжите соцсеть в настройках.',
    en: 'No account is linked to this profile of the network. Sign in with your e-mail and link the network in the settings.',
    es: 'Ningún perfil está vinculado a esta red. Entre con su correo y vincule la red en los ajustes.',
  },
  login_no_user_from_link: {
    ru: 'Аккаунт, к которому привязан этот профиль, недоступен.',
    en: 'The account this profile is linked to is not available.',
    es: 'La cuenta vinculada a este perfil no está disponible.',
  },
  link_user_unauthorised: {
    ru: 'Войдите снова, чтобы привязать соцсеть.',
    en: 'Sign in again to link a network.',
    es: 'Vuelva a entrar para vincular una red.',
  },
  link_social_id_already_taken: {
    ru: 'Этот профиль соцсети уже привязан к другому аккаунту.',
    en: 'This profile of the network is already linked to another account.',
    es: 'Este perfil de la red ya está vinculado a otra cuenta.',
  },
  unknown_error: {
    ru: 'Не удалось войти через соцсеть: {detail}',
    en: 'Signing in with the network failed: {detail}',
    es: 'No se pudo entrar con la red: {detail}',
  },
} satisfies Record<string, Record<Language, string>>;
