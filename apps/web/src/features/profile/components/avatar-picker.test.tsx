import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../lib/session/current-user';
import { AvatarPicker } from './avatar-picker';

afterEach(() => vi.unstubAllGlobals());

const user = { id: 3, firstName: 'Anna', lastName: null, email: 'a@b.co', avatar: null } as CurrentUser;

/** A camera that gives one 2 × 2 frame (jsdom has no camera, canvas or video frames). */
function stubCameraWithFrame() {
  const stream = { getTracks: () => [] } as unknown as MediaStream;
  vi.stubGlobal('navigator', {
    ...navigator,
    languages: navigator.languages,
    mediaDevices: { getUserMedia: async () => stream },
    permissions: { query: async () => ({ state: 'granted' }) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(2);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(2);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => undefined,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })),
  );
}

describe('avatar picker', () => {
  // spec 01 §8 "couldn't save the selfie": the photo taken with the camera did not become the avatar.
  it('takes a selfie with the camera and says so when it cannot be saved', async () => {
    stubCameraWithFrame();
    render(<AvatarPicker user={user} />);
    screen.getByRole('button', { name: 'Take a selfie' }).click();
    const shoot = await screen.findByRole('button', { name: 'Take the photo' });
    await vi.waitFor(() => expect(shoot).toBeEnabled());
    shoot.click();
    // No server answers this test's upload: the save fails.
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't save the selfie. Please try again.");
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
