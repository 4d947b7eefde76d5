import { describe, expect, it } from 'vitest';
import { captureErrorOf, NoMediaError } from './capture-errors';

const domError = (name: string) => new DOMException('browser words', name);

describe('media-capture errors (spec 01 §8, spec 02 §8)', () => {
  it('names each browser failure by the spec’s kind', () => {
    expect(captureErrorOf(domError('NotReadableError'))).toBe('busy');
    expect(captureErrorOf(domError('AbortError'))).toBe('busy');
    expect(captureErrorOf(domError('OverconstrainedError'))).toBe('invalidArgument');
    expect(captureErrorOf(new TypeError('bad constraints'))).toBe('invalidArgument');
    expect(captureErrorOf(domError('NotFoundError'))).toBe('notSupported');
    expect(captureErrorOf(domError('NotSupportedError'))).toBe('notSupported');
    expect(captureErrorOf(new NoMediaError())).toBe('noMediaFiles');
    expect(captureErrorOf(new Error('boom'))).toBe('internal');
    expect(captureErrorOf(undefined)).toBe('internal');
  });

  it('says camera permission denied only where the camera itself is blocked', () => {
    expect(captureErrorOf(domError('NotAllowedError'))).toBe('permissionDenied');
    expect(captureErrorOf(domError('NotAllowedError'), true)).toBe('cameraPermissionDenied');
    expect(captureErrorOf(domError('SecurityError'), true)).toBe('cameraPermissionDenied');
  });
});
