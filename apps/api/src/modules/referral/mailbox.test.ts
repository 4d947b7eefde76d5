import { describe, expect, it } from 'vitest';
import { mailboxOf, sameMailbox } from './mailbox.js';

describe('mailboxOf', () => {
  it.each([
    ['Jane.Doe@Gmail.com', 'janedoe@gmail.com'],
    ['j.a.n.e.doe+promo@googlemail.com', 'janedoe@gmail.com'],
    ['anna+2@yandex.ru', 'anna@yandex.ru'],
    ['anna.k@yandex.ru', 'anna.k@yandex.ru'],
    ['+tag@example.com', '+tag@example.com'],
    ['no-at-sign', 'no-at-sign'],
  ])('%s delivers to %s', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });

  it('tells one mailbox from another', () => {
    expect(sameMailbox('anna.k@yandex.ru', 'annak@yandex.ru')).toBe(false);
    expect(sameMailbox('anna@example.com', null)).toBe(false);
    expect(sameMailbox('JaneDoe@gmail.com', 'jane.doe+x@googlemail.com')).toBe(true);
  });
});
