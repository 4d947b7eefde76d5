import { COURSE_SLUG_MAX_LENGTH } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { proposeSlug } from './slug-proposal';

/** What the contract takes as a slug (packages/contract console-courses.ts). */
const SLUG = /^[a-z0-9][a-z0-9_-]*$/;

describe('proposeSlug', () => {
  it.each([
    ['Мягкое утро', 'myagkoe-utro'],
    ['Щука и ёжик: йога для всех!', 'schuka-i-yozhik-yoga-dlya-vsekh'],
    ['Объёмный ЖКХ 2024', 'obyomniy-zhkkh-2024'],
    ['  Yoga   for Beginners  ', 'yoga-for-beginners'],
    ['Curso de Español — Año 2', 'curso-de-espanol-ano-2'],
    ['MyCourse', 'mycourse'],
    ['C++ для начинающих', 'c-dlya-nachinayuschikh'],
  ])('%s -> %s', (title, slug) => {
    expect(proposeSlug(title)).toBe(slug);
    expect(slug).toMatch(SLUG);
  });

  it('proposes nothing for a title with nothing to make a slug of', () => {
    expect(proposeSlug('')).toBe('');
    expect(proposeSlug('   ')).toBe('');
    expect(proposeSlug('!!! — ???')).toBe('');
  });

  it('adds -2, -3, ... when the school already has the slug', () => {
    expect(proposeSlug('Мягкое утро', ['myagkoe-utro'])).toBe('myagkoe-utro-2');
    expect(proposeSlug('Мягкое утро', ['myagkoe-utro', 'myagkoe-utro-2', 'other'])).toBe('myagkoe-utro-3');
    expect(proposeSlug('Мягкое утро', ['myagkoe-utro-2'])).toBe('myagkoe-utro');
  });

  it('fits the slug’s length, suffix included, without a hyphen left at the cut', () => {
    const title = `${'слово '.repeat(40)}конец`;
    const slug = proposeSlug(title);
    expect(slug.length).toBeLessThanOrEqual(COURSE_SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG);
    expect(slug.endsWith('-')).toBe(false);
    const next = proposeSlug(title, [slug]);
    expect(next.length).toBeLessThanOrEqual(COURSE_SLUG_MAX_LENGTH);
    expect(next).toMatch(/[a-z0-9]-2$/);
  });
});
