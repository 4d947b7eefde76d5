import { describe, expect, it } from 'vitest';
import type { SupportCategory } from '../../../lib/support/support-categories';
import { toSupportStream } from '../api/get-support-streams';
import { toTechQuestion } from '../api/send-tech-question';
import { requesterName, takesAutoRequest, validateSupportRequest } from './support-validation';

const homework: SupportCategory = {
  id: 10,
  sort: 1,
  title: 'Homework',
  needsCourse: true,
  requireProduct: true,
};
const other: SupportCategory = { id: 1, sort: 3, title: 'Other', needsCourse: false, requireProduct: false };
const base = { streamId: null, message: 'Help', messageOptional: false, name: 'Anna' };

describe('validateSupportRequest', () => {
  it('needs a topic', () => {
    expect(validateSupportRequest({ ...base, category: null })).toEqual({
      ok: false,
      errors: { category: 'required' },
    });
  });

  it('needs a course when the topic targets one, and sends it', () => {
    expect(validateSupportRequest({ ...base, category: homework })).toEqual({
      ok: false,
      errors: { stream: 'required' },
    });
    expect(validateSupportRequest({ ...base, category: homework, streamId: 5, message: ' Day 3 ' })).toEqual({
      ok: true,
      request: { categoryId: 10, streamId: 5, name: 'Anna', message: 'Day 3' },
    });
  });

  it('drops the course of a topic that targets none', () => {
    const result = validateSupportRequest({ ...base, category: other, streamId: 5 });
    expect(result).toMatchObject({ ok: true, request: { streamId: null } });
  });

  it('refuses an empty or too long message', () => {
    expect(validateSupportRequest({ ...base, category: other, message: '  ' })).toMatchObject({
      errors: { message: 'required' },
    });
    expect(validateSupportRequest({ ...base, category: other, message: 'x'.repeat(501) })).toMatchObject({
      errors: { message: 'max' },
    });
    expect(validateSupportRequest({ ...base, category: other, message: 'x'.repeat(500) }).ok).toBe(true);
  });

  it('sends the automatic request (message null) when the topic allows no text', () => {
    expect(
      validateSupportRequest({
        ...base,
        category: homework,
        streamId: 2,
        message: '',
        messageOptional: true,
      }),
    ).toEqual({ ok: true, request: { categoryId: 10, streamId: 2, name: 'Anna', message: null } });
    // Too long is too long, optional or not.
    expect(
      validateSupportRequest({ ...base, category: other, message: 'x'.repeat(501), messageOptional: true }),
    ).toMatchObject({ errors: { message: 'max' } });
  });
});

describe('helpers', () => {
  it('takes the automatic request for the brand renewal topics only', () => {
    const ids = { passHomework: 10, renewCourse: 7, renewConsultation: 8 };
    expect([7, 8, 10, 1].map((id) => takesAutoRequest(id, ids))).toEqual([true, true, false, false]);
  });

  it('signs with the name, else the e-mail, else the id', () => {
    expect(requesterName({ id: 1, firstName: 'Anna', lastName: ' Smirnova ', email: 'a@x.io' })).toBe(
      'Anna Smirnova',
    );
    expect(requesterName({ id: 1, firstName: ' ', lastName: null, email: 'a@x.io' })).toBe('a@x.io');
    expect(requesterName({ id: 7, firstName: null, lastName: null, email: null })).toBe('#7');
  });

  it('converts the stored request (seconds to milliseconds) and a stream', () => {
    expect(
      toTechQuestion({
        id: 3,
        support_category_id: 10,
        target_id: 5,
        name: 'Anna',
        message: null,
        created_at: 1_700_000_000,
      }),
    ).toEqual({
      id: 3,
      categoryId: 10,
      streamId: 5,
      name: 'Anna',
      message: null,
      createdAt: 1_700_000_000_000,
    });
    expect(toSupportStream({ id: 4, course: { title: 'Morning' } } as never)).toEqual({
      id: 4,
      title: 'Morning',
    });
    expect(toSupportStream({ id: 4, course: null } as never)).toEqual({ id: 4, title: '#4' });
  });
});
