import type { Language } from '@cp/contract';

/** Points (spec 01 §6): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const pointsMessages = {
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
} satisfies Record<string, Record<Language, string>>;
