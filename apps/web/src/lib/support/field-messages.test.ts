import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { fieldMessages } from './field-messages';

describe('fieldMessages', () => {
  it('joins the messages of each field of a 422 answer', () => {
    const error = new ApiError(422, [
      { field: 'message', message: 'Too long.' },
      { field: 'message', message: 'Really.' },
      { field: 'email', message: 'Invalid.' },
      { field: 'name' },
    ]);
    expect(fieldMessages(error)).toEqual({ message: 'Too long. Really.', email: 'Invalid.' });
  });

  it('answers nothing for other failures', () => {
    expect(fieldMessages(new ApiError(500, [{ field: 'x', message: 'y' }]))).toEqual({});
    expect(fieldMessages(new Error('offline'))).toEqual({});
  });
});
