/** How a lesson video is played: hls.js over Media Source, the browser's own HLS, or the MP4 file. */
export type PlayerSource = { kind: 'hls.js' | 'native-hls' | 'mp4'; url: string };

export interface PlayerCapabilities {
  /** Media Source Extensions with H.264/AAC: what hls.js needs. */
  mse: boolean;
  /** The <video> element plays an m3u8 address itself (Safari, iOS). */
  nativeHls: boolean;
}

export interface VideoSources {
  m3u8: string | null;
  mp4: string | null;
}

/**
 * hls.js where Media Source exists (the order hls.js documents: a browser may
 * claim native HLS half-heartedly), the browser's own HLS where it does not
 * (iOS before Managed Media Source), the MP4 file otherwise or after an HLS
 * failure.
 */
export function chooseSource(
  sources: VideoSources,
  caps: PlayerCapabilities,
  hlsFailed = false,
): PlayerSource | null {
  if (sources.m3u8 && !hlsFailed) {
    if (caps.mse) return { kind: 'hls.js', url: sources.m3u8 };
    if (caps.nativeHls) return { kind: 'native-hls', url: sources.m3u8 };
  }
  if (sources.mp4) return { kind: 'mp4', url: sources.mp4 };
  return null;
}

const MSE_TYPE = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

export function detectCapabilities(video: HTMLVideoElement): PlayerCapabilities {
  const scope = window as unknown as {
    MediaSource?: { isTypeSupported?: (type: string) => boolean };
    ManagedMediaSource?: { isTypeSupported?: (type: string) => boolean };
  };
  const mediaSource = scope.ManagedMediaSource ?? scope.MediaSource;
  return {
    mse: Boolean(mediaSource?.isTypeSupported?.(MSE_TYPE)),
    nativeHls: Boolean(video.canPlayType?.('application/vnd.apple.mpegurl')),
  };
}
