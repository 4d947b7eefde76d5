import type { Language } from '@cp/contract';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nOptions } from '../../../lib/i18n/i18n';
import { loadLanguage } from '../../../lib/i18n/locale-files';
import { type AuditLineData, describeLine, learnerOf, partText } from './audit-details';

/** The log's lines in words (decision 119), read with the app's own texts in each language. */
const texts = {} as Record<Language, TFunction>;

beforeAll(async () => {
  for (const language of ['en', 'ru', 'es'] as const) {
    const instance = i18next.createInstance();
    await instance.init(i18nOptions(language, { [language]: await loadLanguage(language) }));
    texts[language] = instance.getFixedT(language, 'audit');
  }
});

const line = (action: string, details: Record<string, unknown>, targetType = 'service'): AuditLineData => ({
  action,
  targetType,
  targetId: '12',
  details,
});

/** The sentence and each part as the screen shows them, with non-breaking spaces as plain ones. */
function read(l: AuditLineData, language: Language) {
  const { sentence, parts } = describeLine(l, texts[language], language);
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  return { sentence: plain(sentence), parts: parts.map((p) => plain(partText(p))) };
}

const priceChange = line('service.update', {
  subject: 'Service X',
  currency: 'RUB',
  price: { from: 199_000, to: 249_000 },
  is_active: { from: true, to: false },
});

describe('a price change reads as a sentence, money in the line’s currency', () => {
  it('in English', () => {
    expect(read(priceChange, 'en')).toEqual({
      sentence: 'changed a service “Service X”',
      parts: ['Price: RUB 1,990.00 → RUB 2,490.00', 'On sale: yes → no'],
    });
  });

  it('in Russian', () => {
    expect(read(priceChange, 'ru')).toEqual({
      sentence: 'изменил(а) услугу «Service X»',
      parts: ['Цена: 1 990,00 ₽ → 2 490,00 ₽', 'В продаже: да → нет'],
    });
  });

  it('in Spanish', () => {
    expect(read(priceChange, 'es')).toEqual({
      sentence: 'cambió un servicio «Service X»',
      parts: ['Precio: 1990,00 RUB → 2490,00 RUB', 'A la venta: sí → no'],
    });
  });

  it('a currency without fractions (JPY) and one with three (KWD) keep their ISO digits', () => {
    const yen = line('service.create', { subject: 'Zen', currency: 'JPY', price: 1990 });
    expect(read(yen, 'en').parts).toEqual(['Price: ¥1,990']);
    const dinar = line('discount_code.create', { subject: 'K', currency: 'KWD', amount: 1500 });
    expect(read(dinar, 'en').parts).toEqual(['Amount off: KWD 1.500']);
  });
});

describe('every new kind of line', () => {
  it('payment settings: modes and keys in words, never a secret', () => {
    const l = line(
      'payment_settings.update',
      {
        mode: { from: 'manual', to: 'stripe' },
        currency: { from: 'RUB', to: 'EUR' },
        stripe_secret_key: { from: false, to: true },
      },
      'payment_settings',
    );
    expect(read(l, 'en')).toEqual({
      sentence: 'changed the payment settings',
      parts: [
        'Payment mode: manual payment → Stripe',
        'Currency: RUB → EUR',
        'Stripe secret key saved: no → yes',
      ],
    });
    expect(read(l, 'ru').parts[0]).toBe('Способ приёма оплаты: оплата вручную → Stripe');
    expect(read(l, 'es').parts[0]).toBe('Modo de pago: pago manual → Stripe');
  });

  it('orders: the service in the sentence, the amount, how it was paid, the learner', () => {
    const l = line(
      'order.mark_paid',
      {
        subject: 'Full course',
        amount: 199_000,
        currency: 'RUB',
        provider: 'manual',
        learner_id: 7,
        learner: 'Anna',
      },
      'order',
    );
    expect(read(l, 'en')).toEqual({
      sentence: 'marked the order for “Full course” paid',
      parts: ['Amount: RUB 1,990.00', 'Payment method: manual (transfer, cash)', 'Learner: Anna'],
    });
    expect(read(l, 'ru').sentence).toBe('отметил(а) оплаченным заказ «Full course»');
    expect(read(l, 'es').sentence).toBe('marcó como pagado el pedido de «Full course»');
    expect(learnerOf(l)).toBe(7);
    const refund = line(
      'order.refund',
      {
        subject: 'Full course',
        amount: 5000,
        currency: 'EUR',
        cashback: { status: 'reversed_money', amount: 441 },
      },
      'order',
    );
    expect(read(refund, 'en').parts).toEqual(['Amount: €50.00', 'Referral cashback taken back: €4.41']);
  });

  it('the team: invitations and roles, with lists of courses', () => {
    const invite = line(
      'staff_invite.create',
      { subject: 'new@mail.test', role: 'expert', courses: ['Yoga', 'Breathing'] },
      'staff_invite',
    );
    expect(read(invite, 'en')).toEqual({
      sentence: 'invited “new@mail.test” to the team',
      parts: ['Role: expert', 'Courses: Yoga, Breathing'],
    });
    const role = line('member.role', { subject: 'Otto', role: { from: 'expert', to: 'admin' } }, 'member');
    expect(read(role, 'ru')).toEqual({
      sentence: 'изменил(а) роль «Otto»',
      parts: ['Роль: эксперт → администратор'],
    });
    expect(read(role, 'es')).toEqual({
      sentence: 'cambió el rol de «Otto»',
      parts: ['Rol: experto → administrador'],
    });
    const courses = line('member.courses', { subject: 'Eva', courses: { from: [], to: ['Yoga'] } }, 'member');
    expect(read(courses, 'en').parts).toEqual(['Courses: — → Yoga']);
  });

  it('a discount code: percent or money, an expiry as a date in the reader’s language', () => {
    const l = line(
      'discount_code.update',
      {
        subject: 'SPRING',
        currency: 'RUB',
        percent: { from: null, to: 15 },
        amount: { from: 50_000, to: null },
        expires_at: { from: null, to: '2030-02-01T10:00:00.000Z' },
      },
      'discount_code',
    );
    const en = read(l, 'en');
    expect(en.sentence).toBe('changed a discount code “SPRING”');
    expect(en.parts.slice(0, 2)).toEqual(['Discount, %: — → 15', 'Amount off: RUB 500.00 → —']);
    expect(en.parts[2]).toMatch(/^Valid until: — → Feb 1, 2030/);
    expect(read(l, 'ru').parts[2]).toMatch(/^Действует до: — → 1 февр\. 2030/);
    expect(read(l, 'es').parts[2]).toMatch(/^Válido hasta: — → 1 feb 2030/);
  });

  it('a course by its title, its slug as the course address', () => {
    const published = line(
      'course.publish',
      { subject: 'Breathing for beginners', slug: 'breathing-101', version: 1, note: null, draft_id: 3 },
      'course',
    );
    expect(read(published, 'en')).toEqual({
      sentence: 'published a course “Breathing for beginners”',
      parts: ['Course address: breathing-101', 'Version: 1', 'Note: —'],
    });
    // A line written before it named the course by its slug alone.
    expect(read(line('course.publish', { slug: 'breathing-101', version: 1 }, 'course'), 'en').sentence).toBe(
      'published a course “breathing-101”',
    );
  });

  it('the Brand screen’s save: each field by the name the screen gives it, never its settings path', () => {
    // What domains.service writes (found by issue 28's new-school journey, which read
    // "Frontend settings spa theme variables --color-primary").
    const l = line(
      'domain.update',
      {
        host: 'calm.school',
        changes: {
          title: { before: 'Calm', after: 'Calm Breath Academy' },
          'frontendSettings.spa_theme_variables.--color-primary': { before: null, after: '#1d6f5f' },
          'frontendSettings.spa_footer_2': { before: null, after: 'Since 2026' },
          whatsAppNumber: { before: null, after: '+34 612 345 678' },
        },
      },
      'domain',
    );
    expect(read(l, 'en')).toEqual({
      sentence: 'changed a domain “calm.school”',
      parts: [
        'School title: Calm → Calm Breath Academy',
        'Main colour (buttons, links): — → #1d6f5f',
        'Footer line 2: — → Since 2026',
        'WhatsApp number: — → +34 612 345 678',
      ],
    });
    expect(read(l, 'ru').parts.slice(0, 2)).toEqual([
      'Название школы: Calm → Calm Breath Academy',
      'Основной цвет (кнопки, ссылки): — → #1d6f5f',
    ]);
    expect(read(l, 'es').parts.slice(0, 2)).toEqual([
      'Título de la escuela: Calm → Calm Breath Academy',
      'Color principal (botones, enlaces): — → #1d6f5f',
    ]);
  });
});

describe('lines written before, and kinds this app does not know', () => {
  it('points and stream lines keep reading as before; the course is the subject', () => {
    const points = line(
      'points.grant',
      { amount: 10, reason: 'Helped', balance: { from: 0, to: 10 }, entry_id: 3 },
      'user',
    );
    expect(read(points, 'en')).toEqual({
      sentence: 'granted points',
      parts: ['Points: 10', 'Reason: Helped', 'Balance: 0 → 10'],
    });
    const stream = line(
      'stream.stop',
      { user_id: 3, course_title: 'Yoga', status: { from: 'open', to: 'stopped' } },
      'stream',
    );
    expect(read(stream, 'ru')).toEqual({
      sentence: 'остановил(а) поток «Yoga»',
      parts: ['Статус: открыт → остановлен'],
    });
    expect(learnerOf(stream)).toBe(3);
  });

  it('before/after objects, nested changes and a scalar rename read as changes, not JSON', () => {
    const banner = line(
      'banner.update',
      {
        before: { title: 'Spring', sort: 1, link: null },
        after: { title: 'Spring', sort: 2, link: 'https://x.test' },
      },
      'banner',
    );
    expect(read(banner, 'en')).toEqual({
      sentence: 'changed a banner “Spring”',
      parts: ['Order: 1 → 2', 'Link: — → https://x.test'],
    });
    const brand = line(
      'brand.update',
      {
        version: { before: 3, after: 4 },
        changes: { 'frontendSettings.spa_title': { before: 'A', after: 'B' } },
      },
      'brand',
    );
    expect(read(brand, 'en').parts).toEqual(['Frontend settings spa title: A → B', 'Version: 3 → 4']);
    const rename = line('media.rename', { before: 'Intro', after: 'Welcome' }, 'media');
    expect(read(rename, 'es')).toEqual({ sentence: 'renombró un vídeo', parts: ['Título: Intro → Welcome'] });
    const school = line('school.update', { time_zone: { before: 'UTC', after: 'Europe/Madrid' } }, 'school');
    expect(read(school, 'en').parts).toEqual(['Time zone: UTC → Europe/Madrid']);
  });

  it('the console’s learner invitations and imports read in words', () => {
    const invite = line(
      'user.invite',
      { email: 'lea@mail.test', created: true, via: 'import', course_id: 4, course_title: 'Yoga' },
      'user',
    );
    expect(read(invite, 'en')).toEqual({
      sentence: 'invited a learner “lea@mail.test”',
      parts: ['New account: yes', 'Added from: a CSV file', 'Course: Yoga'],
    });
    const imported = line(
      'user.import',
      { file: 'list.csv', rows: 3, created: 2, existing: 1, enrolled: 3 },
      'user',
    );
    expect(read(imported, 'ru').parts).toEqual([
      'Файл: list.csv',
      'Строк: 3',
      'Создано аккаунтов: 2',
      'Уже были аккаунты: 1',
      'Зачислено: 3',
    ]);
  });

  it('an unknown kind reads as a generic change listing its fields', () => {
    const l = line(
      'quiz.retire',
      { title: 'Final test', questions: { from: 10, to: 12 }, tags: ['a', 'b'] },
      'quiz',
    );
    expect(read(l, 'en')).toEqual({
      sentence: 'made a change (quiz.retire) “Final test”',
      parts: ['Questions: 10 → 12', 'Tags: a, b'],
    });
    expect(read(l, 'ru').sentence).toBe('внёс(ла) изменение (quiz.retire) «Final test»');
    expect(read(l, 'es').sentence).toBe('hizo un cambio (quiz.retire) «Final test»');
    const nested = line('quiz.retire', { limits: { max: 3, open: true } }, 'quiz');
    expect(read(nested, 'en').parts).toEqual(['Limits: Max: 3; Open: yes']);
  });
});
