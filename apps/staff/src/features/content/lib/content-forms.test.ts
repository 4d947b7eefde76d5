import { describe, expect, it } from 'vitest';
import { bannerBody, bannerToForm, toggled } from './banner-form';
import { articleBody, articleToForm, communityBody } from './community-form';
import { isLink, wholeNumber } from './form-rules';
import { topicBody, topicToForm } from './topic-form';

describe('form rules', () => {
  it('takes whole numbers in range only', () => {
    expect(wholeNumber(' 12 ')).toBe(12);
    expect(wholeNumber('-3')).toBe(-3);
    expect(wholeNumber('1.5')).toBeNull();
    expect(wholeNumber('0', { min: 1 })).toBeNull();
  });
  it('takes http(s) addresses and paths, nothing else', () => {
    expect(isLink('https://example.com/a')).toBe(true);
    expect(isLink('/class/courses')).toBe(true);
    expect(isLink('//evil.example')).toBe(false);
    expect(isLink('javascript:alert(1)')).toBe(false);
  });
});

describe('topic form', () => {
  it('sends the given titles, the number only on creation, and what it asks', () => {
    const form = { ...topicToForm(null), id: '12', ru: ' Оплата ', es: '', aboutCourse: true };
    expect(topicBody(form, true)).toEqual({
      body: {
        id: 12,
        title: { ru: 'Оплата' },
        sort: 0,
        target_product: 'user_course',
        require_product: false,
      },
    });
    expect('id' in (topicBody(form, false) as { body: object }).body).toBe(false);
  });
  it('asks for a title and whole numbers', () => {
    expect(topicBody({ ...topicToForm(null), id: 'x', sort: '1.5' }, true)).toEqual({
      errors: { id: 'whole', sort: 'whole', ru: 'titleRequired' },
    });
  });
});

describe('banner form', () => {
  it('asks for a picture, a place and a valid link, and refuses a course in both lists', () => {
    const form = { ...bannerToForm(null), link: 'ftp://x', courseIds: [3], notCourseIds: [3] };
    expect(bannerBody(form, null)).toEqual({
      errors: {
        title: 'required',
        image: 'imageRequired',
        link: 'link',
        positions: 'positionsRequired',
        notCourseIds: 'bothLists',
      },
    });
  });
  it('sends positions in order and platforms in the contract’s order', () => {
    const form = {
      ...bannerToForm(null),
      title: ' Sale ',
      image: { url: '/v/brand/1/a.webp', name: 'a.png' },
      platforms: toggled(toggled([], 'app' as const, true), 'desktop' as const, true),
      positions: [24, 1],
    };
    expect(bannerBody(form, null)).toEqual({
      body: {
        title: 'Sale',
        image: '/v/brand/1/a.webp',
        link: null,
        sort: 0,
        platforms: ['desktop', 'app'],
        positions: [1, 24],
        course_ids: [],
        not_display_course_ids: [],
        community_ids: [],
        not_display_community_ids: [],
      },
    });
  });
});

describe('community and article forms', () => {
  it('checks the slug and sends empty optional fields as null', () => {
    expect(communityBody({ type: 'club', title: 'Club', slug: 'Bad Slug', link: '' })).toEqual({
      errors: { slug: 'slug' },
    });
    expect(communityBody({ type: 'club', title: 'Club', slug: '', link: '' })).toEqual({
      body: { type: 'club', title: 'Club', slug: null, link: null },
    });
  });
  it('sends the article with its community as a number', () => {
    const form = { ...articleToForm(null), title: 'News', communityId: '4' };
    expect(articleBody(form)).toEqual({
      body: { title: 'News', body: '', preview_image: null, sort: 0, community_id: 4 },
    });
  });
});
