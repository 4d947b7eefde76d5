import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ORIGIN, originOf, serverUrl, withServerOrigin } from './api-origin';

/** The mobile build's calls and links on the school's server (decision 070). */
const SCHOOL = 'https://school.example';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the school origin', () => {
  it('is empty in the web build, which stays relative to its own page', () => {
    expect(API_ORIGIN).toBe('');
    expect(serverUrl('/spa/api/v1/uploads')).toBe('/spa/api/v1/uploads');
  });

  it('takes the origin of what the build was given', () => {
    expect(originOf(' https://school.example/ ')).toBe(SCHOOL);
    expect(originOf('http://10.0.2.2:8080/anything')).toBe('http://10.0.2.2:8080');
    expect(originOf(undefined)).toBe('');
    expect(() => originOf('school.example')).toThrow();
  });

  it('puts paths of the server on it, and leaves other addresses alone', () => {
    expect(serverUrl('/spa/api/v1/uploads', SCHOOL)).toBe(`${SCHOOL}/spa/api/v1/uploads`);
    expect(serverUrl('https://cdn.example/x.mp4', SCHOOL)).toBe('https://cdn.example/x.mp4');
    expect(serverUrl('//cdn.example/x.mp4', SCHOOL)).toBe('//cdn.example/x.mp4');
  });
});

describe('asset links of an answer', () => {
  const answer = {
    id: 3,
    main_image: '/v/media/1/course/cover.jpg',
    title: 'Not a /v/ path',
    lessons: [
      {
        video: {
          video_urls: { hls_playlist: '/v/s/tok/demo/clip/hls/index.m3u8', mp4_playlist: null },
          subtitles: [{ link: '/v/s/tok/demo/clip/en.vtt' }],
        },
        survey_form_url: 'https://forms.example/v/1',
      },
    ],
    route: '/class/courses',
  };

  it('opens them on the school in the mobile build', () => {
    vi.stubEnv('VITE_APP_TYPE', 'mobile');
    const seen = withServerOrigin(answer, SCHOOL);
    expect(seen.main_image).toBe(`${SCHOOL}/v/media/1/course/cover.jpg`);
    expect(seen.lessons[0]?.video.video_urls.hls_playlist).toBe(`${SCHOOL}/v/s/tok/demo/clip/hls/index.m3u8`);
    expect(seen.lessons[0]?.video.subtitles[0]?.link).toBe(`${SCHOOL}/v/s/tok/demo/clip/en.vtt`);
    expect(seen.lessons[0]?.video.video_urls.mp4_playlist).toBeNull();
    // Text, other hosts and app paths are not assets.
    expect(seen.title).toBe('Not a /v/ path');
    expect(seen.lessons[0]?.survey_form_url).toBe('https://forms.example/v/1');
    expect(seen.route).toBe('/class/courses');
    // The answer itself is left as it came (a cached copy may be shared).
    expect(answer.main_image).toBe('/v/media/1/course/cover.jpg');
    // Twice is the same as once.
    expect(withServerOrigin(seen, SCHOOL)).toEqual(seen);
  });

  it('changes nothing in the web build or without an origin', () => {
    expect(withServerOrigin(answer, SCHOOL)).toBe(answer);
    vi.stubEnv('VITE_APP_TYPE', 'mobile');
    expect(withServerOrigin(answer, '')).toBe(answer);
  });
});
