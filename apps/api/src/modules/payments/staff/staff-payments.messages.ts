import type { Language } from '@cp/contract';

/** The console's services, offers, discount codes, orders and refunds: the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const staffPaymentsMessages = {
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
  staffDiscountCodeAbovePrice: {
    ru: 'Скидка не может быть больше цены услуги ({price}).',
    en: "The amount off cannot be more than the service's price ({price}).",
    es: 'El descuento no puede superar el precio del servicio ({price}).',
  },
  staffServiceBelowCodes: {
    ru: 'Промокоды {codes} дают скидку больше этой цены: сначала уменьшите их скидку или удалите их.',
    en: 'The discount codes {codes} take more off than this price: lower their amounts or delete them first.',
    es: 'Los códigos {codes} descuentan más que este precio: reduzca su descuento o elimínelos antes.',
  },
  staffDiscountCodeExpiryPast: {
    ru: 'Эта дата уже прошла: выберите сегодняшний или более поздний день.',
    en: 'This date has already passed: choose today or a later day.',
    es: 'Esta fecha ya pasó: elija hoy o un día posterior.',
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
  staffOrderNothingPaid: {
    ru: 'Этот заказ бесплатный, возвращать нечего. Доступ ученика меняется на его странице в разделе «Люди».',
    en: "This order was free, so there is nothing to refund. Change the learner's access on their page under People.",
    es: 'Este pedido era gratuito, así que no hay nada que reembolsar. Cambie el acceso del alumno en su página de Personas.',
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
} satisfies Record<string, Record<Language, string>>;
