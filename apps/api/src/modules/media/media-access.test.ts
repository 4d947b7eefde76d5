import { describe, expect, it } from 'vitest';
import { fillMediaTemplate, mediaTemplate, placeholderMedia, signedMedia } from './media-access.js';
import { createMediaLinks } from './media-links.js';

const links = createMediaLinks('a test secret of the media links');
const holder = { projectId: 3, userId: 41, key: 2 };

describe('the courses list’s media template', () => {
  it('gives the bytes of the text with each link signed for the learner, as signing in place would', () => {
    const open = () => true;
    const placeholders = placeholderMedia(open);
    const json = JSON.stringify({
      title: 'Дыхание «по квадрату» — 4 минуты',
      video: placeholders.link('/v/demo/clip-1/hls/index.m3u8', 'folder'),
      poster: placeholders.link('/v/media/7/poster.jpg', 'file'),
      other: '/v/brand/logo.svg',
      end: 'ё',
    });
    const template = mediaTemplate(json);
    expect(template.links).toEqual([
      { scope: 'folder', path: 'demo/clip-1/hls/index.m3u8' },
      { scope: 'file', path: 'media/7/poster.jpg' },
    ]);
    const filled = JSON.parse(Buffer.concat(fillMediaTemplate(template, links, holder)).toString('utf8'));
    const signed = signedMedia(links, holder, open);
    expect(filled).toEqual({
      title: 'Дыхание «по квадрату» — 4 минуты',
      video: signed.link('/v/demo/clip-1/hls/index.m3u8', 'folder'),
      poster: signed.link('/v/media/7/poster.jpg', 'file'),
      other: '/v/brand/logo.svg',
      end: 'ё',
    });
  });

  it('takes no course text for a placeholder: only the process’s own secret prefix is one', () => {
    const json = JSON.stringify({ text: '/v/s/abc~f/demo/clip-1/video.mp4' });
    const template = mediaTemplate(json);
    expect(template.links).toEqual([]);
    expect(Buffer.concat(fillMediaTemplate(template, links, holder)).toString('utf8')).toBe(json);
  });
});
