import type { Language } from '@cp/contract';
import { brandMessages } from '../modules/console/brand/brand.messages.js';
import { contentMessages } from '../modules/console/content/content.messages.js';
import { coursesMessages } from '../modules/console/courses/courses.messages.js';
import { mediaMessages } from '../modules/console/media/media.messages.js';
import { peopleMessages } from '../modules/console/people/people.messages.js';
import { supportInboxMessages } from '../modules/console/support-inbox/support-inbox.messages.js';
import { paymentsMessages } from '../modules/payments/payments.messages.js';
import { referralMessages } from '../modules/referral/referral.messages.js';
import { validationMessages } from './validation.messages.js';

/**
 * Messages the server writes for people, in the request's language. Validation issues without a
 * text of their schema's own get one of `validationMessages` (lib/validation-texts.ts, decision 097).
 */
const catalogue = {
  // The school console's areas keep their texts beside their code (issue 13).
  ...brandMessages,
  ...peopleMessages,
  ...coursesMessages,
  ...mediaMessages,
  ...contentMessages,
  ...supportInboxMessages,
  ...referralMessages,
  ...paymentsMessages,
  ...validationMessages,
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
  unauthorized: {
    ru: 'Требуется вход в систему.',
    en: 'Your request was made with invalid credentials.',
    es: 'Se requiere iniciar sesión.',
  },
  notFound: { ru: 'Страница не найдена.', en: 'Page not found.', es: 'Página no encontrada.' },
  // The way back from a community page the server renders to the app's community screen (issue 8).
  backToCommunity: { ru: 'К сообществу', en: 'Back to the community', es: 'Volver a la comunidad' },
  unknownDomain: {
    ru: 'Этот адрес не принадлежит ни одной школе.',
    en: 'This address does not belong to any school.',
    es: 'Esta dirección no pertenece a ninguna escuela.',
  },
  internal: {
    ru: 'Внутренняя ошибка сервера.',
    en: 'An internal server error occurred.',
    es: 'Se produjo un error interno del servidor.',
  },
  badRequest: { ru: 'Неверный запрос.', en: 'Bad request.', es: 'Solicitud incorrecta.' },
  payloadTooLarge: {
    ru: 'Слишком большой запрос.',
    en: 'The request body is too large.',
    es: 'El cuerpo de la solicitud es demasiado grande.',
  },
  // Issue 8: a multipart body whose framing is broken (no boundary, cut off) is the caller's fault.
  malformedMultipart: {
    ru: 'Повреждённое тело запроса multipart/form-data.',
    en: 'The multipart/form-data body is malformed.',
    es: 'El cuerpo multipart/form-data está dañado.',
  },
  // Issue 25: a JSON body that does not parse, in our words rather than the parser's.
  malformedJson: {
    ru: 'Тело запроса — не корректный JSON.',
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
  },
  unsupportedMediaType: {
    ru: 'Неподдерживаемый тип содержимого.',
    en: 'Unsupported content type.',
    es: 'Tipo de contenido no admitido.',
  },
  // Accounts and sessions (issue 3).
  tooManyRequests: {
    ru: 'Слишком много запросов. Повторите через {minutes} мин.',
    en: 'Too many requests. Try again in {minutes} min.',
    es: 'Demasiadas solicitudes. Inténtelo de nuevo en {minutes} min.',
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
  // Learning area (spec 02).
  mobileAccessDenied: {
    ru: 'Мобильное приложение недоступно на вашем тарифе. Чтобы подключить его, напишите в отдел продаж: {email}.',
    en: 'The mobile app is not available on your plan. To add it, contact sales: {email}.',
    es: 'La aplicación móvil no está disponible en su plan. Para añadirla, contacte con ventas: {email}.',
  },
  streamNotStarted: {
    ru: 'Курс ещё не начался: доступ откроется {date}.',
    en: 'The course has not started yet: access opens on {date}.',
    es: 'El curso aún no ha comenzado: el acceso se abre el {date}.',
  },
  streamFrozen: {
    ru: 'Курс заморожен до {date}.',
    en: 'The course is frozen until {date}.',
    es: 'El curso está congelado hasta el {date}.',
  },
  streamStopped: {
    ru: 'Доступ к курсу приостановлен.',
    en: 'Access to the course is paused.',
    es: 'El acceso al curso está en pausa.',
  },
  streamEnded: {
    ru: 'Доступ к курсу закончился {date}.',
    en: 'Access to the course ended on {date}.',
    es: 'El acceso al curso terminó el {date}.',
  },
  dayLockedDemo: {
    ru: 'Этот день доступен в полной версии курса.',
    en: 'This day is available in the full version of the course.',
    es: 'Este día está disponible en la versión completa del curso.',
  },
  dayNotOpenYet: {
    ru: 'Этот день откроется {date}.',
    en: 'This day opens on {date}.',
    es: 'Este día se abre el {date}.',
  },
  dayTimeDelay: {
    ru: 'Этот день откроется через некоторое время после завершения предыдущего.',
    en: 'This day opens some time after the previous day is finished.',
    es: 'Este día se abre un tiempo después de terminar el anterior.',
  },
  stageClosed: {
    ru: 'Этап откроется, когда будет сдано обязательное домашнее задание предыдущего этапа.',
    en: 'This stage opens once the required homework of the previous stage is handed in.',
    es: 'Esta etapa se abre cuando se entregue la tarea obligatoria de la etapa anterior.',
  },
  dayFinishTooEarly: {
    ru: 'Чтобы завершить день, посмотрите уроки: осталось {minutes} мин.',
    en: 'Watch the lessons to finish the day: {minutes} min left.',
    es: 'Vea las lecciones para terminar el día: faltan {minutes} min.',
  },
  dayNotInCourse: {
    ru: 'Этот день не входит в курс.',
    en: 'This day is not part of the course.',
    es: 'Este día no forma parte del curso.',
  },
  lessonNotInDay: {
    ru: 'Этот урок не входит в этот день.',
    en: 'This lesson is not part of this day.',
    es: 'Esta lección no forma parte de este día.',
  },
  dayStatusMismatch: {
    ru: 'Статус дня не относится к этому дню.',
    en: 'The day status does not belong to this day.',
    es: 'El estado del día no corresponde a este día.',
  },
  viewedTooLong: {
    ru: 'Время просмотра больше времени, прошедшего с прошлой записи.',
    en: 'The viewing time is longer than the time since the previous record.',
    es: 'El tiempo de visualización supera el tiempo transcurrido desde el registro anterior.',
  },
  // Issue 12, decision 067: a write replayed from a device's queue carries a UUID it made.
  idempotencyKeyInvalid: {
    ru: 'Ключ идемпотентности должен быть UUID.',
    en: 'The idempotency key must be a UUID.',
    es: 'La clave de idempotencia debe ser un UUID.',
  },
  idempotencyKeyReused: {
    ru: 'Этот ключ идемпотентности уже использован для другого запроса.',
    en: 'This idempotency key was already used for another request.',
    es: 'Esta clave de idempotencia ya se usó para otra solicitud.',
  },
  freezeEndBeforeStart: {
    ru: 'Дата окончания заморозки должна быть позже даты начала.',
    en: 'The freeze must end after it starts.',
    es: 'La congelación debe terminar después de empezar.',
  },
  freezePast: {
    ru: 'Заморозка не может начаться в прошлом.',
    en: 'A freeze cannot start in the past.',
    es: 'Una congelación no puede empezar en el pasado.',
  },
  freezeTooLong: {
    ru: 'Заморозка не может быть длиннее {days} дн.',
    en: 'A freeze cannot be longer than {days} days.',
    es: 'Una congelación no puede durar más de {days} días.',
  },
  freezeAfterEnd: {
    ru: 'Заморозка должна начаться до окончания доступа к курсу.',
    en: 'A freeze must start before access to the course ends.',
    es: 'La congelación debe empezar antes de que termine el acceso al curso.',
  },
  freezeOverlap: {
    ru: 'На эти даты уже есть заморозка.',
    en: 'These dates overlap another freeze.',
    es: 'Estas fechas coinciden con otra congelación.',
  },
  freezeNotAllowed: {
    ru: 'Этот курс нельзя заморозить.',
    en: 'This course cannot be frozen.',
    es: 'Este curso no se puede congelar.',
  },
  freezeNotStarted: {
    ru: 'Курс ещё не начался — замораживать пока нечего.',
    en: 'The course has not started yet, so there is nothing to freeze.',
    es: 'El curso aún no ha empezado, así que no hay nada que congelar.',
  },
  freezeNothingToCancel: {
    ru: 'Нет заморозки, которую можно отменить.',
    en: 'There is no freeze to cancel.',
    es: 'No hay ninguna congelación que cancelar.',
  },
  filterUnknownOption: {
    ru: 'У курса нет такого параметра или значения.',
    en: 'The course has no such option or value.',
    es: 'El curso no tiene esa opción o valor.',
  },
  serviceNeedsPayment: {
    ru: 'Эту услугу можно оформить только с оплатой.',
    en: 'This service can only be ordered with a payment.',
    es: 'Este servicio solo se puede pedir con un pago.',
  },
  demoNotAvailable: {
    ru: 'Демо-доступ в этой школе выключен.',
    en: 'Demo access is turned off in this school.',
    es: 'El acceso de demostración está desactivado en esta escuela.',
  },
  // Points, support, banners (issue 4).
  pointsBelowThreshold: {
    ru: 'Баллы можно потратить, когда их накоплено не меньше {threshold}.',
    en: 'Points can be spent once you have at least {threshold}.',
    es: 'Los puntos se pueden gastar cuando tenga al menos {threshold}.',
  },
  pointsNotEnough: {
    ru: 'Недостаточно баллов: на счёте {balance}.',
    en: 'Not enough points: your balance is {balance}.',
    es: 'No hay suficientes puntos: su saldo es {balance}.',
  },
  // A debt of cashback taken back by refunds blocks spending (issue 25, decision 096).
  pointsDebt: {
    ru: 'Сейчас баллы потратить нельзя: за возвращённые заказы приглашённых вы должны {debt} баллов кешбэка. Новые баллы сначала погасят этот долг.',
    en: "Points can't be spent now: you owe {debt} points of cashback taken back for refunded orders of people you invited. New points pay this off first.",
    es: 'Ahora no puede gastar puntos: debe {debt} puntos de cashback retirado por pedidos reembolsados de sus invitados. Los nuevos puntos pagarán primero esta deuda.',
  },
  supportCategoryUnknown: {
    ru: 'Такой темы обращения нет.',
    en: 'There is no such support topic.',
    es: 'No existe ese tema de soporte.',
  },
  supportTargetRequired: {
    ru: 'Выберите курс, о котором обращение.',
    en: 'Choose the course the request is about.',
    es: 'Elija el curso al que se refiere la solicitud.',
  },
  supportNeedsAccount: {
    ru: 'С этой темой можно обратиться только после входа.',
    en: 'Sign in to send a request on this topic.',
    es: 'Inicie sesión para enviar una solicitud sobre este tema.',
  },
  supportMailSubject: {
    ru: '{school}: обращение в поддержку — {category}',
    en: '{school}: support request — {category}',
    es: '{school}: solicitud de soporte — {category}',
  },
  bannersDisabled: {
    ru: 'Баннеры в этой школе выключены.',
    en: 'Banners are turned off in this school.',
    es: 'Los banners están desactivados en esta escuela.',
  },
  avatarFileMissing: {
    ru: 'Прикрепите изображение в поле file.',
    en: 'Attach an image in the field "file".',
    es: 'Adjunte una imagen en el campo «file».',
  },
  avatarWrongType: {
    ru: 'Загрузите изображение JPEG, PNG или WebP.',
    en: 'Upload a JPEG, PNG or WebP image.',
    es: 'Suba una imagen JPEG, PNG o WebP.',
  },
  avatarUnreadable: {
    ru: 'Не удалось прочитать изображение.',
    en: 'The image could not be read.',
    es: 'No se pudo leer la imagen.',
  },
  avatarFileUnknown: {
    ru: 'Нет такого загруженного файла.',
    en: 'There is no such uploaded file.',
    es: 'No existe ese archivo subido.',
  },
  fileLinkInvalid: {
    ru: 'Ссылка на файл неверна или устарела.',
    en: 'The file link is invalid or has expired.',
    es: 'El enlace del archivo no es válido o ha caducado.',
  },
  pushEndpointInsecure: {
    ru: 'Адрес службы push должен начинаться с https://.',
    en: 'The push service address must start with https://.',
    es: 'La dirección del servicio push debe empezar por https://.',
  },
  // Issue 8: a subscription is not moved to someone who only knows its endpoint.
  pushEndpointTaken: {
    ru: 'Эта подписка на уведомления принадлежит другому пользователю.',
    en: 'This notification subscription belongs to someone else.',
    es: 'Esta suscripción a notificaciones pertenece a otra persona.',
  },
  // Issue 8: password checks wait in a bounded queue; past it a sign-in is refused at once.
  signInBusy: {
    ru: 'Сервер занят проверкой паролей. Повторите через несколько секунд.',
    en: 'The server is busy checking passwords. Try again in a few seconds.',
    es: 'El servidor está ocupado comprobando contraseñas. Inténtelo de nuevo en unos segundos.',
  },
  reminderTitle: {
    ru: 'Время заниматься',
    en: 'Time for your course',
    es: 'Hora de tu curso',
  },
  reminderBody: {
    ru: 'Напоминание на {time}: продолжите курс.',
    en: 'Your {time} reminder: continue your course.',
    es: 'Recordatorio de las {time}: continúa tu curso.',
  },
  // Web Push "your expert answered" (issue 9 "Live", decision 056).
  chatPushTitle: {
    ru: 'Ответ эксперта — {name}',
    en: 'Your expert answered — {name}',
    es: 'Respuesta de tu experto — {name}',
  },
  chatPushAttachment: { ru: 'Вложение', en: 'Attachment', es: 'Archivo adjunto' },
  // Expert chat and consultations (spec 02 §8, decision 050).
  chatNotAvailable: {
    ru: 'Раздел недоступен: у этого курса нет чата с экспертом.',
    en: 'Section not available: this course has no expert chat.',
    es: 'Sección no disponible: este curso no tiene chat con un experto.',
  },
  chatReadOnly: {
    ru: 'Доступ к курсу закончился или приостановлен: чат только для чтения.',
    en: 'Access to this course has ended or is paused: the chat is read-only.',
    es: 'El acceso a este curso terminó o está en pausa: el chat es de solo lectura.',
  },
  chatClosed: {
    ru: 'Этот чат закрыт.',
    en: 'This chat is closed.',
    es: 'Este chat está cerrado.',
  },
  chatExpired: {
    ru: 'Срок отправки сообщений в этом чате истёк {date}.',
    en: 'The time for messages in this chat ended on {date}.',
    es: 'El plazo para enviar mensajes en este chat terminó el {date}.',
  },
  chatDemoUserMessages: {
    ru: 'В демо-курсе нельзя писать эксперту.',
    en: 'Messages to the expert are not available in the demo course.',
    es: 'En el curso de demostración no se puede escribir al experto.',
  },
  // Issue 28: a course nobody answers yet; the chat opens as soon as the school assigns an expert.
  chatNoExpert: {
    ru: 'У этого курса пока нет эксперта: написать можно будет, как только школа его назначит.',
    en: 'This course has no expert yet: you can write as soon as the school assigns one.',
    es: 'Este curso aún no tiene experto: podrá escribir en cuanto la escuela asigne uno.',
  },
  chatDemoExpertMessages: {
    ru: 'В демо-курсе ответы эксперта отключены.',
    en: 'Expert messages are turned off in this demo course.',
    es: 'Los mensajes del experto están desactivados en este curso de demostración.',
  },
  chatMessageDelay: {
    ru: 'Сообщения можно отправлять не чаще одного раза в {seconds} с.',
    en: 'Messages can be sent no more than once every {seconds} seconds.',
    es: 'Los mensajes se pueden enviar como máximo una vez cada {seconds} segundos.',
  },
  chatOwnMessageOnly: {
    ru: 'Изменять можно только свои сообщения.',
    en: 'You can edit only your own messages.',
    es: 'Solo puede editar sus propios mensajes.',
  },
  chatRateExpertOnly: {
    ru: 'Оценить можно только сообщение эксперта.',
    en: "Only an expert's message can be rated.",
    es: 'Solo se puede valorar un mensaje del experto.',
  },
  chatViewedOtherSideOnly: {
    ru: 'Прочитанным можно отметить только сообщение собеседника.',
    en: 'Only a message of the other side can be marked as viewed.',
    es: 'Solo se puede marcar como leído un mensaje del interlocutor.',
  },
  staffOnly: {
    ru: 'Этот раздел доступен только экспертам школы.',
    en: "This section is for the school's experts only.",
    es: 'Esta sección es solo para los expertos de la escuela.',
  },
  consultationRateClosedOnly: {
    ru: 'Оценить можно только завершённую и ещё не оценённую консультацию.',
    en: 'Only a closed consultation that has not been rated yet can be rated.',
    es: 'Solo se puede valorar una consulta cerrada y aún no valorada.',
  },
  consultationAlreadyOpen: {
    ru: 'В этом чате уже открыта консультация.',
    en: 'A consultation is already open in this chat.',
    es: 'Ya hay una consulta abierta en este chat.',
  },
  consultationNotOpen: {
    ru: 'Эта консультация не открыта.',
    en: 'This consultation is not open.',
    es: 'Esta consulta no está abierta.',
  },
  consultationNeedsMessage: {
    ru: 'Консультация начинается с сообщения, а в чате их пока нет.',
    en: 'A consultation starts at a message, and the chat has none yet.',
    es: 'Una consulta empieza en un mensaje y el chat aún no tiene ninguno.',
  },
  consultationLimitReached: {
    ru: 'Платные консультации закончились: использовано {used} из {max}.',
    en: 'No paid consultations left: {used} of {max} used.',
    es: 'No quedan consultas de pago: {used} de {max} usadas.',
  },
  // Chat attachments (spec 02 §10 texts; decision 052).
  uploadNotPhotoOrVideo: {
    ru: 'Можно загрузить только фото или видео.',
    en: 'You can upload only photo or video.',
    es: 'Solo puede subir fotos o vídeos.',
  },
  uploadTooLarge: {
    ru: 'Файл слишком большой (не более {limit}).',
    en: 'File is too large (limit {limit}).',
    es: 'El archivo es demasiado grande (límite {limit}).',
  },
  uploadTooManyUnfinished: {
    ru: 'Слишком много незавершённых загрузок: дождитесь их окончания.',
    en: 'Too many unfinished uploads: wait for them to finish.',
    es: 'Demasiadas subidas sin terminar: espere a que terminen.',
  },
  uploadNameRequired: {
    ru: 'Нужно имя файла (метаданные filename).',
    en: 'A file name is required (filename metadata).',
    es: 'Se necesita el nombre del archivo (metadatos filename).',
  },
  chatFilesUnavailable: {
    ru: 'Файл не найден, ещё загружается или уже отправлен.',
    en: 'A file is not found, still uploading or already sent.',
    es: 'Un archivo no existe, aún se está subiendo o ya se envió.',
  },
  // Staff accounts and roles (issue 9, decision 053).
  adminOnly: {
    ru: 'Это доступно только администраторам школы.',
    en: "This is for the school's administrators only.",
    es: 'Esto es solo para los administradores de la escuela.',
  },
  // Staff payments (issue 11, decision 064).
  staffServiceHasOrders: {
    ru: 'По этой услуге уже есть заказы: её нельзя удалить или сменить ей тип и курс. Снимите её с продажи.',
    en: 'This service already has orders: it cannot be deleted or change its type or course. Deactivate it instead.',
    es: 'Este servicio ya tiene pedidos: no se puede eliminar ni cambiar su tipo o curso. Desactívelo en su lugar.',
  },
  staffServicePeriodRequired: {
    ru: 'Для подписки укажите интервал и период.',
    en: 'A subscription needs an interval and a period.',
    es: 'Una suscripción necesita un intervalo y un período.',
  },
  staffServiceQuestionsRequired: {
    ru: 'Укажите, сколько вопросов эксперту добавляет услуга.',
    en: 'Say how many expert questions the service adds.',
    es: 'Indique cuántas preguntas al experto añade el servicio.',
  },
  staffCatalogAliasTaken: {
    ru: 'Такой адрес товара в каталоге уже занят.',
    en: 'Another catalogue product already has this alias.',
    es: 'Otro producto del catálogo ya tiene este alias.',
  },
  staffDiscountCodeTaken: {
    ru: 'Такой промокод в школе уже есть (регистр букв не важен).',
    en: 'The school already has this discount code (letter case does not matter).',
    es: 'La escuela ya tiene este código de descuento (no importan mayúsculas ni minúsculas).',
  },
  staffDiscountCodeLimitBelowUsed: {
    ru: 'Лимит не может быть меньше числа использований ({used}).',
    en: 'The usage limit cannot be below the uses so far ({used}).',
    es: 'El límite no puede ser menor que los usos hasta ahora ({used}).',
  },
  staffDiscountCodeUsed: {
    ru: 'Промокод уже использовали: его нельзя удалить. Ограничьте срок действия или лимит.',
    en: 'The discount code has been used: it cannot be deleted. Set an expiry date or a limit instead.',
    es: 'El código de descuento ya se usó: no se puede eliminar. Ponga una fecha de caducidad o un límite.',
  },
  staffOrderNotManual: {
    ru: 'Оплату вручную можно отметить только у заказа с ручной оплатой.',
    en: 'Only an order paid by hand (manual) can be marked paid.',
    es: 'Solo un pedido de pago manual puede marcarse como pagado.',
  },
  staffOrderNotOpen: {
    ru: 'Заказ уже не ожидает оплаты.',
    en: 'The order is no longer waiting for payment.',
    es: 'El pedido ya no espera el pago.',
  },
  // Decision 091: an administrator's refund of an order.
  staffOrderNotPaid: {
    ru: 'Вернуть деньги можно только за оплаченный заказ.',
    en: 'Only a paid order can be refunded.',
    es: 'Solo se puede reembolsar un pedido pagado.',
  },
  staffOrderRefunded: {
    ru: 'Деньги за этот заказ уже возвращены.',
    en: 'This order has already been refunded.',
    es: 'Este pedido ya fue reembolsado.',
  },
  staffRefundNoPayment: {
    ru: 'Stripe не знает платежа этого заказа: верните деньги в панели Stripe.',
    en: "Stripe holds no payment of this order: refund it in Stripe's Dashboard.",
    es: 'Stripe no tiene ningún pago de este pedido: reembólselo en el panel de Stripe.',
  },
  staffRefundUnavailable: {
    ru: 'Stripe не ответил, деньги не возвращены. Попробуйте ещё раз через минуту.',
    en: 'Stripe did not answer; nothing was refunded. Try again in a minute.',
    es: 'Stripe no respondió; no se reembolsó nada. Inténtelo de nuevo en un minuto.',
  },
  staffPaymentsTestWithStripe: {
    ru: 'Тестовый режим нельзя включить, пока у школы сохранён ключ Stripe. Сначала удалите ключ.',
    en: 'Test mode cannot be switched on while the school keeps a Stripe key. Remove the key first.',
    es: 'El modo de prueba no se puede activar mientras la escuela guarde una clave de Stripe. Elimine la clave primero.',
  },
  staffPaymentsStripeKeys: {
    ru: 'Для Stripe нужны секретный ключ и секрет вебхука.',
    en: 'Stripe needs both the secret key and the webhook secret.',
    es: 'Stripe necesita la clave secreta y el secreto del webhook.',
  },
  staffLastAdmin: {
    ru: 'Это последний администратор школы: сначала назначьте другого.',
    en: "This is the school's last administrator: make someone else an administrator first.",
    es: 'Es el último administrador de la escuela: nombre primero a otro administrador.',
  },
  staffAlreadyMember: {
    ru: 'Этот человек уже в команде школы.',
    en: "This person is already on the school's team.",
    es: 'Esta persona ya forma parte del equipo de la escuela.',
  },
  staffInviteNotFound: {
    ru: 'Приглашение не найдено.',
    en: 'This invitation does not exist.',
    es: 'Esta invitación no existe.',
  },
  staffInviteExpired: {
    ru: 'Срок приглашения истёк. Попросите администратора прислать новое.',
    en: 'This invitation has expired. Ask the administrator for a new one.',
    es: 'Esta invitación ha caducado. Pida una nueva al administrador.',
  },
  staffInviteUsed: {
    ru: 'Приглашение уже принято. Войдите с вашим паролем.',
    en: 'This invitation has already been accepted. Sign in with your password.',
    es: 'Esta invitación ya fue aceptada. Inicie sesión con su contraseña.',
  },
  staffInviteMailSubject: {
    ru: '{school}: приглашение в команду',
    en: '{school}: an invitation to the team',
    es: '{school}: una invitación al equipo',
  },
  staffInviteMailText: {
    ru: 'Вас пригласили в команду школы «{school}» ({role}). Чтобы принять приглашение, откройте ссылку: {link}\nСсылка действует {days} дн.',
    en: 'You are invited to the team of {school} ({role}). To accept, open this link: {link}\nThe link is valid for {days} days.',
    es: 'Le han invitado al equipo de {school} ({role}). Para aceptar, abra este enlace: {link}\nEl enlace es válido durante {days} días.',
  },
  staffRoleExpert: { ru: 'эксперт', en: 'expert', es: 'experto' },
  staffRoleAdmin: { ru: 'администратор', en: 'administrator', es: 'administrador' },
  // The expert's homework review (issue 10, decision 058).
  homeworkNotUnderReview: {
    ru: 'Это домашнее задание не ждёт проверки: его уже проверили или ещё не сдали.',
    en: 'This homework is not waiting for review: it was reviewed already or not handed in.',
    es: 'Esta tarea no está pendiente de revisión: ya se revisó o aún no se entregó.',
  },
  homeworkScoresAbove: {
    ru: 'За это задание можно дать не больше {max} баллов.',
    en: 'This homework earns at most {max} points.',
    es: 'Esta tarea da como máximo {max} puntos.',
  },
  homeworkAcceptedLine: {
    ru: 'Домашнее задание «{title}» принято.',
    en: 'Homework "{title}" accepted.',
    es: 'Tarea «{title}» aceptada.',
  },
  homeworkPushDoneTitle: {
    ru: 'Домашнее задание принято',
    en: 'Homework accepted',
    es: 'Tarea aceptada',
  },
  homeworkPushFailTitle: {
    ru: 'Домашнее задание отправлено на доработку',
    en: 'Homework sent back for rework',
    es: 'Tarea devuelta para rehacer',
  },
  homeworkPushDoneBody: { ru: '«{title}».', en: '"{title}".', es: '«{title}».' },
  homeworkPushDoneBodyScores: {
    ru: '«{title}»: +{scores} баллов.',
    en: '"{title}": +{scores} points.',
    es: '«{title}»: +{scores} puntos.',
  },
  homeworkPushFailBody: { ru: '«{title}»:', en: '"{title}":', es: '«{title}»:' },
  // The learner's homework hand-in and uploads for it (issue 10, decision 057).
  uploadUnknownPurpose: {
    ru: 'Неизвестное назначение файла.',
    en: 'Unknown purpose of the file.',
    es: 'Finalidad del archivo desconocida.',
  },
  uploadNotHomeworkType: {
    ru: 'Можно загрузить только фото, видео, PDF, документы Office или OpenDocument, RTF или ZIP.',
    en: 'You can upload only photos, videos, PDF, Office or OpenDocument documents, RTF or ZIP.',
    es: 'Solo puede subir fotos, vídeos, PDF, documentos de Office u OpenDocument, RTF o ZIP.',
  },
  homeworkNotOffered: {
    ru: 'Это задание сейчас нельзя сдать: его этап или день закрыт.',
    en: 'This homework cannot be handed in now: its stage or day is closed.',
    es: 'Esta tarea no se puede entregar ahora: su etapa o día está cerrado.',
  },
  homeworkDemoLocked: {
    ru: 'Это задание недоступно в демо-версии курса.',
    en: 'This homework is not available in the demo version of the course.',
    es: 'Esta tarea no está disponible en la versión de demostración del curso.',
  },
  homeworkUnderReview: {
    ru: 'Задание уже на проверке: эксперт ответит в течение 24 часов.',
    en: 'The homework is under review: the expert answers within 24 hours.',
    es: 'La tarea está en revisión: el experto responde en 24 horas.',
  },
  homeworkAlreadyAccepted: {
    ru: 'Задание уже принято.',
    en: 'The homework has already been accepted.',
    es: 'La tarea ya fue aceptada.',
  },
  homeworkMisconfigured: {
    ru: 'День заполнен некорректно (обратитесь в поддержку)',
    en: 'The day is incorrectly filled (contact support)',
    es: 'El día está mal configurado (contacte con soporte)',
  },
  homeworkFileRequired: {
    ru: 'Для отправки домашнего задания необходимо загрузить файл',
    en: 'To submit a homework, you must upload a file',
    es: 'Para enviar una tarea, debe subir un archivo',
  },
  homeworkMessageRequired: {
    ru: 'Необходимо ввести сообщение',
    en: 'Message required',
    es: 'El mensaje es obligatorio',
  },
  homeworkPhotosOnly: {
    ru: 'Это задание принимает только фото.',
    en: 'This homework takes photos only.',
    es: 'Esta tarea solo admite fotos.',
  },
  homeworkVideosOnly: {
    ru: 'Это задание принимает только видео.',
    en: 'This homework takes videos only.',
    es: 'Esta tarea solo admite vídeos.',
  },
  homeworkExerciseRequired: {
    ru: 'Выберите хотя бы одно упражнение.',
    en: 'Choose at least one exercise.',
    es: 'Elija al menos un ejercicio.',
  },
  homeworkExerciseUnknown: {
    ru: 'Такого упражнения нет в задании.',
    en: 'This exercise is not one of the homework.',
    es: 'Este ejercicio no forma parte de la tarea.',
  },
  homeworkNotYourUser: {
    ru: 'user_id должен быть вашим.',
    en: 'user_id must be your own.',
    es: 'user_id debe ser el suyo.',
  },
  homeworkNotThisChat: {
    ru: 'dialog_id должен быть чатом этого курса.',
    en: 'dialog_id must be the chat of this course.',
    es: 'dialog_id debe ser el chat de este curso.',
  },
  // Stripe's webhook (decision 061): read by Stripe's dashboard, so plain words for an operator.
  stripeWebhookNotConfigured: {
    ru: 'Для этой школы не задан секрет вебхука Stripe.',
    en: 'This school has no Stripe webhook secret configured.',
    es: 'Esta escuela no tiene configurado un secreto de webhook de Stripe.',
  },
  stripeSignatureInvalid: {
    ru: 'Подпись Stripe-Signature неверна или устарела.',
    en: 'The Stripe-Signature is invalid or too old.',
    es: 'La firma Stripe-Signature no es válida o es demasiado antigua.',
  },
  // The learner's orders (issue 11, decision 060).
  emailRequired: {
    ru: 'Укажите e-mail: на него придёт подтверждение оплаты.',
    en: 'Enter your e-mail: the payment confirmation is sent there.',
    es: 'Indique su correo electrónico: allí llegará la confirmación del pago.',
  },
  discountNotFound: {
    ru: 'Такого промокода нет.',
    en: 'There is no such discount code.',
    es: 'No existe ese código de descuento.',
  },
  discountExpired: {
    ru: 'Срок действия промокода истёк.',
    en: 'This discount code has expired.',
    es: 'Este código de descuento ha caducado.',
  },
  discountUsedUp: {
    ru: 'Промокод больше нельзя использовать: все активации исчерпаны.',
    en: 'This discount code has been used up.',
    es: 'Este código de descuento ya se ha agotado.',
  },
  discountOtherService: {
    ru: 'Этот промокод действует для другой услуги.',
    en: 'This discount code is for another service.',
    es: 'Este código de descuento es para otro servicio.',
  },
  serviceNotOffered: {
    ru: 'Эта услуга больше не продаётся.',
    en: 'This service is no longer offered.',
    es: 'Este servicio ya no se ofrece.',
  },
  serviceNotExtendOffer: {
    ru: 'Эта услуга не продлевает этот курс.',
    en: 'This service does not extend this course.',
    es: 'Este servicio no extiende este curso.',
  },
  questionsNeedStream: {
    ru: 'Дополнительные вопросы эксперту можно купить только к оплаченному курсу.',
    en: 'Extra expert questions can only be bought for a course you have paid for.',
    es: 'Las preguntas adicionales al experto solo se pueden comprar para un curso pagado.',
  },
  // Issue 27: extra questions raise a limit; a stream and course without one would get nothing.
  questionsNeedLimit: {
    ru: 'В этом курсе количество вопросов эксперту не ограничено: дополнительные вопросы ничего не добавят.',
    en: 'This course has no limit on expert questions: extra questions would add nothing.',
    es: 'Este curso no tiene límite de preguntas al experto: las preguntas adicionales no añadirían nada.',
  },
  paymentUnavailable: {
    ru: 'Платёжная система сейчас недоступна. Попробуйте позже.',
    en: 'The payment provider is unavailable right now. Try again later.',
    es: 'El proveedor de pagos no está disponible ahora. Inténtelo más tarde.',
  },
  subscriptionAlreadyCanceled: {
    ru: 'Подписка уже отменена.',
    en: 'This subscription is already canceled.',
    es: 'Esta suscripción ya está cancelada.',
  },
  // Decision 085: the database is down or unreachable; the answer is 503 with Retry-After.
  databaseUnavailable: {
    ru: 'Сервис временно недоступен. Повторите попытку через несколько секунд.',
    en: 'The service is temporarily unavailable. Try again in a few seconds.',
    es: 'El servicio no está disponible temporalmente. Inténtelo de nuevo en unos segundos.',
  },
  // Decision 085: the disk is full while a file is being stored; the answer is 507.
  noRoomForFile: {
    ru: 'Сейчас на сервере нет места для этого файла. Попробуйте позже.',
    en: 'The server has no room for this file now. Try again later.',
    es: 'El servidor no tiene espacio para este archivo ahora. Inténtelo más tarde.',
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof catalogue;

export function message(
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
