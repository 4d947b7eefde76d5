import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraDialog } from './camera-dialog';

afterEach(() => vi.unstubAllGlobals());

/** The browser's camera API, answering as a browser does (jsdom has none). */
function stubCamera(getUserMedia: () => Promise<MediaStream>, cameraState: PermissionState = 'prompt') {
  vi.stubGlobal('navigator', {
    ...navigator,
    languages: navigator.languages,
    mediaDevices: { getUserMedia },
    permissions: { query: async () => ({ state: cameraState }) },
  });
}

const open = (mode: 'photo' | 'video' = 'photo') =>
  render(
    <CameraDialog mode={mode} facing="user" title="Take a selfie" onCapture={vi.fn()} onClose={vi.fn()} />,
  );

describe('camera dialog (spec 01 §8, spec 02 §8 media capture)', () => {
  it('says the browser cannot capture where it has no camera API', async () => {
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This device or browser cannot take photos or videos here (not supported). Choose a file instead.',
    );
    expect(screen.getByRole('button', { name: 'Take the photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('says camera permission denied where the camera is blocked for the site', async () => {
    stubCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')), 'denied');
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Camera permission denied\./);
  });

  it('says permission denied when the learner refuses the prompt, in ru and es too', async () => {
    stubCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    // A video records with the browser's MediaRecorder, which jsdom lacks.
    vi.stubGlobal('MediaRecorder', class {});
    await i18next.changeLanguage('ru');
    const { unmount } = open('video');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Доступ запрещён/);
    unmount();
    await i18next.changeLanguage('es');
    open('video');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Permiso denegado/);
  });

  it('says the camera is busy when another application holds it', async () => {
    stubCamera(() => Promise.reject(new DOMException('in use', 'NotReadableError')));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/another application is using it/);
  });

  it('says no media files when the camera gave no picture', async () => {
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    stubCamera(() => Promise.resolve(stream));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    open();
    const shoot = screen.getByRole('button', { name: 'Take the photo' });
    await vi.waitFor(() => expect(shoot).toBeEnabled());
    // jsdom's video has no frame (0 × 0): nothing to keep.
    shoot.click();
    expect(await screen.findByRole('alert')).toHaveTextContent(/\(no media files\)/);
  });
});
