import type { Language } from '@cp/contract';

/**
 * Payments: the checkout, discount codes, the provider's webhook, and the school's currency and
 * prices (issue 28, decisions 112, 113); lib/messages.ts spreads them into its catalogue.
 */
export const paymentsMessages = {
  /** The school has an order: its amounts, and its cashback, are in the currency it was taken in. */
  paymentsCurrencyLocked: {
    ru: 'Валюту нельзя сменить: у школы уже есть заказы в {currency}.',
    en: 'The currency cannot change: the school already has orders in {currency}.',
    es: 'La moneda no se puede cambiar: la escuela ya tiene pedidos en {currency}.',
  },
  /** A price kept as the same number would need a fraction the new currency has not (1 990.50 RUB to JPY). */
  paymentsCurrencyFraction: {
    ru: '«{title}»: в {currency} нет дробной части, а цена {price}. Сначала исправьте цену.',
    en: '“{title}”: {currency} has no such fraction for the price {price}. Change the price first.',
    es: '«{title}»: {currency} no admite la fracción del precio {price}. Cambie el precio primero.',
  },
  /** A price kept as the same number would pass the largest price in minor units of the new currency. */
  paymentsCurrencyTooLarge: {
    ru: '«{title}»: цена {price} в {currency} больше наибольшей допустимой. Сначала исправьте цену.',
    en: '“{title}”: the price {price} is above the largest price in {currency}. Change the price first.',
    es: '«{title}»: el precio {price} supera el máximo en {currency}. Cambie el precio primero.',
  },
  /** Manual mode without instructions (issue 28, point 9): a learner would wait for nothing. */
  paymentsNotSetUp: {
    ru: 'Школа ещё не настроила оплату. Попробуйте позже или напишите в поддержку.',
    en: 'The school has not set up payment yet. Try again later or write to support.',
    es: 'La escuela todavía no ha configurado el pago. Inténtelo más tarde o escriba a soporte.',
  },
  /** The currency changed between the page and the order: the prices the learner saw are not the school's. */
  paymentsPricesChanged: {
    ru: 'Цены школы только что изменились. Обновите страницу и оформите заказ снова.',
    en: "The school's prices have just changed. Reload the page and order again.",
    es: 'Los precios de la escuela acaban de cambiar. Recargue la página y haga el pedido de nuevo.',
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
  subscriptionRunning: {
    ru: 'На этот курс уже оформлена подписка. Она продлевается сама; отменить её можно в разделе «Подписки».',
    en: 'This course already has a subscription. It renews by itself; you can cancel it under Subscriptions.',
    es: 'Este curso ya tiene una suscripción. Se renueva sola; puede cancelarla en Suscripciones.',
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
} satisfies Record<string, Record<Language, string>>;
