import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('groups a 422 list by field', () => {
    const error = new ApiError(422, [
      { field: 'email', message: 'Taken.' },
      { field: 'email', message: 'Really.' },
      { field: 'status', message: 'No.' },
    ]);
    expect(fieldErrors(error)).toEqual({ email: ['Taken.', 'Really.'], status: ['No.'] });
  });

  it('is empty for anything else', () => {
    expect(fieldErrors(new ApiError(500, { message: 'x' }))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
