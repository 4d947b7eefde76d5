import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from './api-error';
import { MissingIdError, requireId } from './missing-id';

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

  it('says what kind of failure it was, never the exception’s own text (issue 27)', () => {
    const network = 'No answer from the server. Check the internet connection and try again.';
    expect(errorText(new TypeError('Failed to fetch'), 'unknown')).toBe(network);
    expect(errorText(new TypeError('NetworkError when attempting to fetch resource.'), 'unknown')).toBe(
      network,
    );
    expect(errorText(new DOMException('The operation was aborted.', 'AbortError'), 'unknown')).toBe(network);
    // spec 01 §8 "server error", "too many errors".
    expect(errorText(new ApiError(500, null), 'unknown')).toBe('Server error. Try again a little later.');
    expect(errorText(new ApiError(429, null), 'unknown')).toBe(
      'Too many errors. Wait a little and try again.',
    );
    // Anything else is ours to fix, not the learner's to read.
    expect(errorText(new ApiError(418, null), 'unknown')).toBe('unknown');
    expect(errorText(new TypeError("Cannot read properties of undefined (reading 'x')"), 'unknown')).toBe(
      'unknown',
    );
    expect(errorText(new Error('boom'), 'unknown')).toBe('unknown');
  });

  it('names a missing id in the spec’s words (spec 02 §5)', () => {
    expect(errorText(new MissingIdError('dayId'), 'unknown')).toBe(
      'dayId must be set: the address names no day of the course.',
    );
    expect(() => requireId(null, 'stageId')).toThrow('stageId must be set');
    expect(() => requireId('', 'Url')).toThrow('Url must be set');
    expect(() => requireId(0, 'FileId')).toThrow('FileId must be set');
    expect(() => requireId(Number.NaN, 'FileId')).toThrow('FileId must be set');
    expect(requireId(7, 'dayId')).toBe(7);
  });

  it('says unknown when nothing else is known', () => {
    expect(errorText('weird', 'unknown')).toBe('unknown');
    expect(errorText(undefined, 'неизвестно')).toBe('неизвестно');
  });
});
