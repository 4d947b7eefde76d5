import type { Language } from '@cp/contract';

/** Sign-in, sign-up and password reset (spec 01 §3-4): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const authMessages = {
  invalidCredentials: {
    ru: 'Неверный e-mail или пароль.',
    en: 'Incorrect e-mail or password.',
    es: 'Correo electrónico o contraseña incorrectos.',
  },
  tooManyAttempts: {
    ru: 'Слишком много неудачных попыток входа. Повторите через {minutes} мин.',
    en: 'Too many failed sign-in attempts. Try again in {minutes} min.',
    es: 'Demasiados intentos fallidos. Inténtelo de nuevo en {minutes} min.',
  },
  registrationClosed: {
    ru: 'Регистрация в этой школе недоступна.',
    en: 'Registration is not available in this school.',
    es: 'El registro no está disponible en esta escuela.',
  },
  anonAuthClosed: {
    ru: 'Вход без e-mail в этой школе недоступен.',
    en: 'Signing in without an e-mail is not available in this school.',
    es: 'El acceso sin correo electrónico no está disponible en esta escuela.',
  },
  emailTaken: {
    ru: 'Этот e-mail уже занят.',
    en: 'This email address has already been taken.',
    es: 'Esta dirección de correo ya está en uso.',
  },
  appIdTaken: {
    ru: 'Этот идентификатор приложения уже занят.',
    en: 'This app id has already been taken.',
    es: 'Este identificador de aplicación ya está en uso.',
  },
  emailBlank: {
    ru: 'Укажите e-mail.',
    en: 'Email cannot be blank.',
    es: 'Indique el correo electrónico.',
  },
  emailInvalid: {
    ru: 'Неверный формат e-mail.',
    en: 'Email is not a valid email address.',
    es: 'El correo electrónico no es válido.',
  },
  appIdBlank: {
    ru: 'Укажите идентификатор приложения.',
    en: 'App id cannot be blank.',
    es: 'Indique el identificador de la aplicación.',
  },
  invalidAppIdCredentials: {
    ru: 'Неверный идентификатор приложения или пароль.',
    en: 'Incorrect app id or password.',
    es: 'Identificador de aplicación o contraseña incorrectos.',
  },
  oneTimeTokenInvalid: {
    ru: 'Ссылка недействительна: она уже использована или её срок истёк.',
    en: 'The link is not valid: it has already been used or has expired.',
    es: 'El enlace no es válido: ya se ha usado o ha caducado.',
  },
  resetMailSubject: {
    ru: '{school}: восстановление доступа',
    en: '{school}: restore access',
    es: '{school}: recuperar el acceso',
  },
  resetMailText: {
    ru: 'Здравствуйте!\n\nКто-то (надеемся, вы) попросил восстановить доступ к «{school}». Перейдите по ссылке в течение {minutes} минут, чтобы войти и задать новый пароль:\n\n{link}\n\nСсылка действует один раз. Если вы ничего не запрашивали, просто не обращайте внимания на это письмо.\n',
    en: 'Hello!\n\nSomeone (hopefully you) asked to restore access to "{school}". Follow this link within {minutes} minutes to sign in and set a new password:\n\n{link}\n\nThe link works once. If you did not ask for it, ignore this message.\n',
    es: '¡Hola!\n\nAlguien (esperamos que usted) pidió recuperar el acceso a «{school}». Abra este enlace en los próximos {minutes} minutos para entrar y establecer una contraseña nueva:\n\n{link}\n\nEl enlace funciona una sola vez. Si no lo pidió, ignore este mensaje.\n',
  },
  // Issue 8: password checks wait in a bounded queue; past it a sign-in is refused at once.
  signInBusy: {
    ru: 'Сервер занят проверкой паролей. Повторите через несколько секунд.',
    en: 'The server is busy checking passwords. Try again in a few seconds.',
    es: 'El servidor está ocupado comprobando contraseñas. Inténtelo de nuevo en unos segundos.',
  },
} satisfies Record<string, Record<Language, string>>;
