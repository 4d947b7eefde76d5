import type { Language } from '@cp/contract';

/**
 * Payments' messages of issue 28 (decisions 112, 113); lib/messages.ts spreads them into its
 * catalogue. Keys start with `payments` so areas never collide.
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
} satisfies Record<string, Record<Language, string>>;
