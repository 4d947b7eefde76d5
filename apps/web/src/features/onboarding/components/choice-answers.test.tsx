import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvatarAnswer } from './choice-answers';

afterEach(() => vi.unstubAllGlobals());

describe('the avatar question', () => {
  it('takes a selfie with the camera and hands it on as a picture', async () => {
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
    const onSelfie = vi.fn();
    const onFile = vi.fn();
    render(<AvatarAnswer error={null} busy={false} onFile={onFile} onSelfie={onSelfie} onSkip={vi.fn()} />);
    screen.getByRole('button', { name: 'Take a selfie' }).click();
    const shoot = await screen.findByRole('button', { name: 'Take the photo' });
    await vi.waitFor(() => expect(shoot).toBeEnabled());
    shoot.click();
    await vi.waitFor(() => expect(onSelfie).toHaveBeenCalledTimes(1));
    const file = onSelfie.mock.calls[0]?.[0] as File;
    expect(file.type).toBe('image/jpeg');
    expect(file.size).toBeGreaterThan(0);
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
