/**
 * The media-capture errors of spec 01 §8 and spec 02 §8 ("internal, application busy, invalid
 * argument, no media files, permission denied, not supported"; "Camera permission denied"), each
 * a key of the `common` texts under `capture.errors`. The browser's camera (getUserMedia,
 * MediaRecorder) fails with DOMException names; this is where they become the spec's kinds.
 */
export const CAPTURE_ERRORS = [
  'internal',
  'busy',
  'invalidArgument',
  'noMediaFiles',
  'permissionDenied',
  'notSupported',
  'cameraPermissionDenied',
] as const;
export type CaptureError = (typeof CAPTURE_ERRORS)[number];

/** A capture that ended without a photo or video (an empty frame, a recording of no bytes). */
export class NoMediaError extends Error {
  override name = 'NoMediaError';
}

const nameOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : '';

/**
 * The spec's kind of a capture failure. `cameraBlocked`: the browser says the camera itself is
 * refused to this site (Permissions API), so the learner is told to allow the camera; any other
 * refusal (the prompt answered no, the microphone of a video) is the general "permission denied".
 */
export function captureErrorOf(error: unknown, cameraBlocked = false): CaptureError {
  if (error instanceof NoMediaError) return 'noMediaFiles';
  switch (nameOf(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return cameraBlocked ? 'cameraPermissionDenied' : 'permissionDenied';
    // The device is held by another application (or the system refused to start it).
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
    case 'TypeError':
      return 'invalidArgument';
    // No camera on this device, or a browser without the API.
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'NotSupportedError':
      return 'notSupported';
    default:
      return 'internal';
  }
}

/** Whether this browser can capture at all: a secure page with a camera API. */
export function canCapture(mode: 'photo' | 'video'): boolean {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return false;
  return mode === 'photo' || typeof MediaRecorder !== 'undefined';
}

/** Whether the browser reports the camera refused to this site; false where it cannot say. */
export async function cameraBlocked(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'camera' as PermissionName });
    return status?.state === 'denied';
  } catch {
    return false;
  }
}
