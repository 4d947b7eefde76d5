import { formatMinorUnits, type Language, TEST_CARDS } from '@cp/contract';

/**
 * The test checkout's page (decision 062): small server-rendered HTML in the learner's
 * language, marked TEST MODE, usable with a keyboard and at phone width. Its words live here,
 * beside the only page that uses them.
 */
const TEXTS = {
  ru: {
    title: 'Оплата',
    testMode: 'ТЕСТОВЫЙ РЕЖИМ: деньги не списываются.',
    pay: 'Оплатить {amount}',
    cancel: 'Отменить заказ',
    card: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'CVC',
    cards: 'Тестовые карты',
    cardSuccess: 'оплата проходит',
    cardDeclined: 'карта отклонена',
    card3ds: 'нужно подтверждение 3-D Secure',
    cardRenewalFails: 'оплата проходит, продления подписки не пройдут',
    anyExpiry: 'Срок — любая будущая дата, CVC — любые 3 цифры.',
    declined: 'Карта отклонена. Попробуйте другую карту.',
    subscriptionRunning: 'На этот курс уже оформлена подписка. Эта оплата не списана.',
    unknownCard: 'Эта карта не тестовая. Используйте одну из карт ниже.',
    badCard: 'Введите номер карты из 16 цифр.',
    badExpiry: 'Введите будущую дату в формате ММ/ГГ.',
    badCvc: 'Введите 3 или 4 цифры.',
    threeDsTitle: 'Подтверждение 3-D Secure',
    threeDsText: 'Банк просит подтвердить платёж. В тестовом режиме выберите результат.',
    approve: 'Подтвердить',
    fail: 'Не подтверждать',
    threeDsFailed: 'Платёж не подтверждён. Попробуйте ещё раз.',
    unavailable:
      'Этот платёж недоступен: заказ уже оплачен, отменён или школа больше не принимает тестовые оплаты.',
    toOrder: 'К заказу',
  },
  en: {
    title: 'Payment',
    testMode: 'TEST MODE: no money is taken.',
    pay: 'Pay {amount}',
    cancel: 'Cancel the order',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    cards: 'Test cards',
    cardSuccess: 'payment succeeds',
    cardDeclined: 'card declined',
    card3ds: 'asks for 3-D Secure',
    cardRenewalFails: 'payment succeeds, subscription renewals fail',
    anyExpiry: 'Any future expiry date and any 3 digits for CVC.',
    declined: 'The card was declined. Try another card.',
    subscriptionRunning: 'This course already has a subscription. This payment was not taken.',
    unknownCard: 'This is not a test card. Use one of the cards below.',
    badCard: 'Enter a 16-digit card number.',
    badExpiry: 'Enter a future date as MM/YY.',
    badCvc: 'Enter 3 or 4 digits.',
    threeDsTitle: '3-D Secure check',
    threeDsText: 'The bank asks to confirm this payment. In test mode, choose the outcome.',
    approve: 'Approve',
    fail: 'Fail',
    threeDsFailed: 'The payment was not confirmed. Try again.',
    unavailable:
      'This payment is not available: the order is paid or canceled, or the school no longer takes test payments.',
    toOrder: 'Go to the order',
  },
  es: {
    title: 'Pago',
    testMode: 'MODO DE PRUEBA: no se cobra dinero.',
    pay: 'Pagar {amount}',
    cancel: 'Cancelar el pedido',
    card: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'CVC',
    cards: 'Tarjetas de prueba',
    cardSuccess: 'el pago se completa',
    cardDeclined: 'tarjeta rechazada',
    card3ds: 'pide 3-D Secure',
    cardRenewalFails: 'el pago se completa, las renovaciones fallan',
    anyExpiry: 'Cualquier fecha futura y 3 dígitos cualesquiera como CVC.',
    declined: 'La tarjeta fue rechazada. Pruebe otra tarjeta.',
    subscriptionRunning: 'Este curso ya tiene una suscripción. Este pago no se cobró.',
    unknownCard: 'Esta no es una tarjeta de prueba. Use una de las tarjetas de abajo.',
    badCard: 'Introduzca un número de tarjeta de 16 dígitos.',
    badExpiry: 'Introduzca una fecha futura como MM/AA.',
    badCvc: 'Introduzca 3 o 4 dígitos.',
    threeDsTitle: 'Verificación 3-D Secure',
    threeDsText: 'El banco pide confirmar este pago. En modo de prueba, elija el resultado.',
    approve: 'Confirmar',
    fail: 'No confirmar',
    threeDsFailed: 'El pago no se confirmó. Inténtelo de nuevo.',
    unavailable:
      'Este pago no está disponible: el pedido está pagado o cancelado, o la escuela ya no acepta pagos de prueba.',
    toOrder: 'Ir al pedido',
  },
} satisfies Record<Language, Record<string, string>>;

export type CheckoutText = keyof (typeof TEXTS)['en'];
export const checkoutText = (lang: Language, key: CheckoutText) => TEXTS[lang][key];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function formatAmount(amount: number, currency: string, lang: Language) {
  return formatMinorUnits(amount, currency, lang);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1d1f23}
main{max-width:28rem;margin:0 auto;padding:1rem}
.test{background:#ffd84d;color:#1d1f23;font-weight:700;text-align:center;padding:.5rem;border-radius:.5rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;margin-top:1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:0}.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin-top:.75rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #8a8f98;border-radius:.5rem;margin-top:.25rem}
input[aria-invalid=true]{border-color:#b3261e}.row{display:flex;gap:.75rem;align-items:flex-end}.row>div{flex:1}
.error{color:#b3261e;margin:.25rem 0 0;font-size:.9rem}.alert{background:#fde7e6;color:#8c1d18;padding:.75rem;border-radius:.5rem;margin-top:1rem}
button,.link{display:block;width:100%;font:inherit;font-weight:600;padding:.75rem;border-radius:.5rem;margin-top:1rem;border:0;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#2357d9;color:#fff}.secondary{background:#e8eaee;color:#1d1f23}
:focus-visible{outline:3px solid #2357d9;outline-offset:2px}
dl{font-size:.9rem;margin:.5rem 0 0}dt{font-family:ui-monospace,monospace}dd{margin:0 0 .5rem;color:#4a4f57}
`;

function layout(lang: Language, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(checkoutText(lang, 'title'))}</title><style>${STYLE}</style></head>
<body><main><p class="test" role="note">${escapeHtml(checkoutText(lang, 'testMode'))}</p>${body}</main></body></html>`;
}

export interface CardFormState {
  card?: string;
  expiry?: string;
  errors?: Partial<Record<'card' | 'expiry' | 'cvc', CheckoutText>>;
  alert?: CheckoutText;
}

function field(
  lang: Language,
  name: 'card' | 'expiry' | 'cvc',
  attrs: string,
  state: CardFormState,
  value = '',
) {
  const error = state.errors?.[name];
  const errorId = `${name}-error`;
  return `<label for="${name}">${escapeHtml(checkoutText(lang, name))}</label>
<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}" required${
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }>${error ? `<p class="error" id="${errorId}">${escapeHtml(checkoutText(lang, error))}</p>` : ''}`;
}

export function cardPage(
  lang: Language,
  order: { title: string; amount: number; currency: string },
  action: string,
  state: CardFormState = {},
) {
  const t = (k: CheckoutText) => escapeHtml(checkoutText(lang, k));
  const amount = escapeHtml(formatAmount(order.amount, order.currency, lang));
  const cards: [string, CheckoutText][] = [
    [TEST_CARDS.success, 'cardSuccess'],
    [TEST_CARDS.declined, 'cardDeclined'],
    [TEST_CARDS.threeDSecure, 'card3ds'],
    [TEST_CARDS.renewalFails, 'cardRenewalFails'],
  ];
  return layout(
    lang,
    `<section class="card" aria-labelledby="title"><h1 id="title">${escapeHtml(order.title)}</h1>
<p class="amount">${amount}</p>
${state.alert ? `<p class="alert" role="alert">${t(state.alert)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="step" value="card">
${field(lang, 'card', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', state, state.card)}
<div class="row"><div>${field(lang, 'expiry', 'inputmode="numeric" autocomplete="cc-exp" placeholder="12 / 34" maxlength="7"', state, state.expiry)}</div>
<div>${field(lang, 'cvc', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', state)}</div></div>
<button class="primary" type="submit" name="action" value="pay">${escapeHtml(checkoutText(lang, 'pay').replace('{amount}', formatAmount(order.amount, order.currency, lang)))}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${t('cancel')}</button>
</form></section>
<section class="card" aria-labelledby="cards"><h2 id="cards">${t('cards')}</h2><dl>${cards
      .map(([n, k]) => `<dt>${n.replace(/(\d{4})(?=\d)/g, '$1 ')}</dt><dd>${t(k)}</dd>`)
      .join('')}</dl><p>${t('anyExpiry')}</p></section>`,
  );
}

export function threeDsPage(lang: Language, action: string, card: string) {
  const t = (k: CheckoutText) => escapeHtml(checkoutText(lang, k));
  return layout(
    lang,
    `<section class="card" aria-labelledby="title"><h1 id="title">${t('threeDsTitle')}</h1><p>${t('threeDsText')}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="step" value="3ds">
<input type="hidden" name="card" value="${escapeHtml(card)}">
<button class="primary" type="submit" name="action" value="approve">${t('approve')}</button>
<button class="secondary" type="submit" name="action" value="fail">${t('fail')}</button></form></section>`,
  );
}

export function unavailablePage(lang: Language, orderUrl: string | null) {
  return layout(
    lang,
    `<section class="card"><h1>${escapeHtml(checkoutText(lang, 'title'))}</h1><p role="alert">${escapeHtml(
      checkoutText(lang, 'unavailable'),
    )}</p>${orderUrl ? `<a class="link secondary" href="${escapeHtml(orderUrl)}">${escapeHtml(checkoutText(lang, 'toOrder'))}</a>` : ''}</section>`,
  );
}
