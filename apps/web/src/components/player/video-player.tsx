import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnalyticsParams, trackEvent } from '../../lib/analytics/track-event';
import { API_ORIGIN } from '../../lib/env/api-origin';
import { isDeviceCopyUrl, workerAnswersCopies } from '../../lib/offline/downloads/device-copy-url';
import { newMilestones } from './milestones';
import styles from './player.module.css';
import { chooseSource, detectCapabilities, type PlayerSource, type VideoSources } from './player-source';
import { clearPosition, readPosition, resumeFrom, writePosition } from './resume-position';

export interface PlayerSubtitle {
  srclang: string;
  label: string;
  url: string;
}

export interface VideoPlayerProps {
  /** The accessible name of the video. */
  title: string;
  sources: VideoSources;
  poster?: string | null;
  subtitles: PlayerSubtitle[];
  /** Subtitles shown at first: the interface language when a track has it. */
  subtitleLanguage?: string;
  /** Where the resume position of this video is kept. */
  resumeKey: string;
  /** Context of the analytics events (lesson, day, stream). */
  analytics?: AnalyticsParams;
  autoPlay?: boolean;
  /** Plays a downloaded copy from the device (decision 069): marked for tests and styles. */
  local?: boolean;
  onPlay?: () => void;
  /** Milliseconds of video that played since the last call (seeking excluded). */
  onViewed?: (ms: number) => void;
  onPause?: () => void;
  onEnded?: () => void;
}

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** A jump larger than this between two time updates is a seek, not viewing. */
const MAX_VIEWED_STEP_S = 2;
/** The learner's speed and subtitles carry over from one video to the next. */
const preferred = { rate: 1 };

/**
 * A native <video> with HLS (hls.js loaded only here, when the learner means to play), MP4 fallback,
 * WebVTT subtitles as <track>, a speed control and resume from the last
 * position (ARCHITECTURE §2 video). One player per video: the parent keys it.
 * The browser's controls are keyboard accessible; the selects are labelled.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation('player');
  const { title, sources, poster, subtitles, subtitleLanguage, resumeKey } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const speedId = useId();
  const [hlsFailed, setHlsFailed] = useState(false);
  const [kind, setKind] = useState<PlayerSource['kind']>();
  const [rate, setRate] = useState(preferred.rate);
  const callbacks = useRef(props);
  callbacks.current = props;

  // Whether the learner wants it playing: a source that replaces a failed one plays on.
  const wantsPlay = useRef(false);

  // The source (hls.js in a chunk of its own, or a plain src) and what the element reports.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sources and resumeKey are fixed per player
  useEffect(() => {
    const video = videoRef.current;
    const source = video && chooseSource(sources, detectCapabilities(video), hlsFailed);
    if (!video || !source) return;
    setKind(source.kind);
    let stopped = false;
    let loading = false;
    /** A touch's end played it: the click a touch screen may send after it is not a second press. */
    let touchPlayed = false;
    let destroy = () => {};
    const fail = (reason: unknown) => {
      console.warn('HLS failed, playing MP4', reason);
      if (!stopped) setHlsFailed(true);
    };
    const start = () => {
      if (callbacks.current.autoPlay || wantsPlay.current) video.play().catch(() => undefined);
    };
    const reported = new Set<number>();
    let last = 0;
    let lastSaved = 0;
    const listeners: Record<string, (event: Event) => void> = {
      loadedmetadata: () => {
        const position = resumeFrom(readPosition(resumeKey), video.duration);
        if (position > 0) video.currentTime = position;
        last = video.currentTime;
      },
      timeupdate: () => {
        const now = video.currentTime;
        const step = now - last;
        last = now;
        if (!video.seeking && step > 0 && step <= MAX_VIEWED_STEP_S * Math.max(1, video.playbackRate)) {
          callbacks.current.onViewed?.(step * 1000);
        }
        for (const percent of newMilestones((now / video.duration) * 100, reported)) {
          reported.add(percent);
          // spec 02 §9: video progress milestones go to analytics, once each.
          trackEvent('video_progress', { ...callbacks.current.analytics, percent });
        }
        if (Math.abs(now - lastSaved) >= 1) {
          lastSaved = now;
          writePosition(resumeKey, now);
        }
      },
      seeked: () => {
        last = video.currentTime;
      },
      play: () => {
        wantsPlay.current = true;
        // A play before the source is there (see `playPressed`) loads it; it starts once it can.
        load();
        last = video.currentTime;
        callbacks.current.onPlay?.();
      },
      pause: () => {
        wantsPlay.current = false;
        if (!video.ended) writePosition(resumeKey, video.currentTime);
        callbacks.current.onPause?.();
      },
      ended: () => {
        wantsPlay.current = false;
        clearPosition(resumeKey);
        callbacks.current.onEnded?.();
      },
      error: () => {
        if (source.kind !== 'mp4') fail(video.error);
      },
      // The learner's intent to play (decision 131): the pointer over or on the video, focus on it.
      pointerenter: () => load(),
      pointerdown: () => {
        touchPlayed = false;
        load();
      },
      focusin: () => load(),
      // Until hls.js has given the element its source, the browser's controls do nothing: a click
      // or the play keys there play it ourselves (in the gesture, so no autoplay rule refuses it),
      // and the browser's own handling of that event is left out.
      click: (event) => {
        if (touchPlayed || playPressed()) event.preventDefault();
        touchPlayed = false;
      },
      // A touch: a phone's media controls keep the tap to themselves and no click reaches the video
      // (Chromium on Android), so the end of the touch is the press; without this a learner's first
      // tap on play only loaded the lesson. A touch that becomes a scroll ends in pointercancel.
      pointerup: (event) => {
        if ((event as PointerEvent).pointerType !== 'mouse') touchPlayed = playPressed();
      },
      keydown: (event) => {
        const key = (event as KeyboardEvent).key;
        if ((key === ' ' || key === 'Enter') && playPressed()) event.preventDefault();
      },
    };
    const playPressed = () => {
      if (video.networkState !== HTMLMediaElement.NETWORK_EMPTY || !video.paused) return false;
      // With no source yet the element only marks itself playing; it starts when the source comes.
      video.play().catch(() => undefined);
      return true;
    };
    for (const [name, listener] of Object.entries(listeners)) video.addEventListener(name, listener);
    const attach = (url: string) => {
      if (source.kind === 'hls.js') {
        import('hls.js/light').then(({ default: Hls }) => {
          if (stopped) return;
          if (!Hls.isSupported()) return fail('unsupported');
          // No `debug`: the build strips hls.js's logging (vite.config.ts; HLS_DEBUG_LOGS=1 keeps it).
          const hls = new Hls({ capLevelToPlayerSize: true });
          destroy = () => hls.destroy();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            hls.destroy();
            fail(data.details);
          });
          // A new source resets the speed to the default one: a speed set on the element before
          // the source came (a learner's choice, a test's) stays.
          const rate = video.playbackRate;
          hls.loadSource(url);
          hls.attachMedia(video);
          video.playbackRate = rate;
          start();
        }, fail);
      } else {
        video.src = url;
        start();
      }
    };
    let release = () => {};
    function load() {
      if (loading || stopped || !video || !source) return;
      loading = true;
      if (props.local && isDeviceCopyUrl(source.url) && !workerAnswersCopies()) {
        // The device's copy while no worker answers its address (a first visit, offline): read from
        // Cache Storage directly (lib/offline/downloads/device-copy-url.ts).
        import('../../lib/offline/downloads/device-copy-url')
          .then(({ deviceCopyUrl }) => deviceCopyUrl(source.url))
          .then((copy) => {
            if (stopped) return copy.release();
            release = copy.release;
            attach(copy.url);
          }, fail);
      } else {
        attach(source.url);
      }
    }
    // hls.js (about 100 KB gzip, the day screen's largest file) loads when the learner shows the
    // intent to play, not with the screen (decision 131); a plain source costs no code and loads
    // now, as `preload="metadata"` says. A lesson that plays on by itself loads now too, and so
    // does the device's copy of a downloaded lesson: it is there to play without a network, and
    // before the app's worker controls the page (a first visit) hls.js could not be fetched once
    // the network is gone; its video bytes are on the device, so loading it costs no download.
    if (source.kind !== 'hls.js' || callbacks.current.autoPlay || wantsPlay.current || props.local) load();
    return () => {
      stopped = true;
      destroy();
      release();
      for (const [name, listener] of Object.entries(listeners)) video.removeEventListener(name, listener);
      video.removeAttribute('src');
      video.load();
    };
  }, [hlsFailed]);

  const copies = useDeviceCopyAssets(props.local === true, [poster, ...subtitles.map((s) => s.url)]);
  const shown = (url: string) => copies[url] ?? url;

  // The speed, applied again to each new source (a new source resets it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: kind marks a new source
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    preferred.rate = rate;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [rate, kind]);

  return (
    <div className={styles.player}>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions are the <track> elements below */}
      <video
        ref={videoRef}
        className={styles.video}
        controls
        playsInline
        preload="metadata"
        // The mobile shell plays from the school's origin: subtitles of another origin need CORS (decision 070).
        crossOrigin={API_ORIGIN ? 'anonymous' : undefined}
        poster={poster ? shown(poster) : undefined}
        aria-label={title}
        data-source={kind}
        data-local={props.local || undefined}
      >
        {subtitles.map((s) => (
          <track
            key={s.url}
            kind="subtitles"
            src={shown(s.url)}
            srcLang={s.srclang}
            label={s.label}
            default={s.srclang === subtitleLanguage}
          />
        ))}
      </video>
      <div className={styles.controls}>
        <div className={styles.control}>
          <label htmlFor={speedId}>{t('speed')}</label>
          <select id={speedId} value={rate} onChange={(event) => setRate(Number(event.target.value))}>
            {PLAYBACK_RATES.map((r) => (
              <option key={r} value={r}>
                {t('rate', { rate: r })}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

/**
 * The poster and subtitles of a device copy while no worker answers their addresses (a first
 * visit, offline): `blob:` addresses read from Cache Storage, as the video's own (deviceCopyUrl).
 * A file the download did not keep stays at its address. Fixed per player: the parent keys it.
 */
function useDeviceCopyAssets(local: boolean, urls: (string | null | undefined)[]): Record<string, string> {
  const [copies, setCopies] = useState<Record<string, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: one player per video (keyed by the parent)
  useEffect(() => {
    const wanted = urls.filter((url): url is string => Boolean(url) && isDeviceCopyUrl(url as string));
    if (!local || wanted.length === 0 || workerAnswersCopies()) return;
    let stopped = false;
    const releases: (() => void)[] = [];
    void import('../../lib/offline/downloads/device-copy-url').then(async ({ deviceCopyUrl }) => {
      const found: Record<string, string> = {};
      for (const url of wanted) {
        const copy = await deviceCopyUrl(url).catch(() => null);
        if (!copy) continue;
        releases.push(copy.release);
        found[url] = copy.url;
      }
      if (stopped) for (const release of releases) release();
      else setCopies(found);
    });
    return () => {
      stopped = true;
      for (const release of releases) release();
    };
  }, []);
  return copies;
}
