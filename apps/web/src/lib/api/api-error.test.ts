import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from './api-error';

describe('errorText', () => {
  it('uses the response message', () => {
    const error = new ApiError(429, {
      name: 'Too Many Requests',
      message: 'Try in 15 minutes',
      code: 0,
      status: 429,
    });
    expect(errorText(error, 'unknown')).toBe('Try in 15 minutes');
  });

  it('joins the messages of an array body', () => {
    const error = new ApiError(422, [
      { field: 'email', message: 'Email is invalid.' },
      { field: 'password', message: 'Password cannot be blank.' },
    ]);
    expect(errorText(error, 'unknown')).toBe('Email is invalid., Password cannot be blank.');
  });

  it('falls back to the error name and message', () => {
    expect(errorText(new ApiError(500, null), 'unknown')).toBe('ApiError: Request failed with status 500');
    expect(errorText(new TypeError('Failed to fetch'), 'unknown')).toBe('TypeError: Failed to fetch');
  });

  it('says unknown when nothing else is known', () => {
    expect(errorText('weird', 'unknown')).toBe('unknown');
    expect(errorText(undefined, 'неизвестно')).toBe('неизвестно');
  });
});
