import { BANNER_PLATFORMS, type BannerPlatform, type ConsoleBanner, type ContentImage } from '@cp/contract';
import { type FormErrors, type FormResult, isLink, wholeNumber } from './form-rules';

/** The banner form: its picture, where a click goes, where and for which courses it shows. */
export interface BannerForm {
  title: string;
  image: Pick<ContentImage, 'url' | 'name'> | null;
  link: string;
  sort: string;
  platforms: BannerPlatform[];
  positions: number[];
  courseIds: number[];
  notCourseIds: number[];
}

export function bannerToForm(row: ConsoleBanner | null): BannerForm {
  return {
    title: row?.title ?? '',
    image: row ? { url: row.image.url, name: row.image.name } : null,
    link: row?.link ?? '',
    sort: String(row?.sort ?? 0),
    platforms: row?.platforms ?? [],
    positions: row?.positions ?? [],
    courseIds: row?.course_ids ?? [],
    notCourseIds: row?.not_display_course_ids ?? [],
  };
}

export const BANNER_SERVER_NAMES: Record<string, keyof BannerForm> = {
  title: 'title',
  image: 'image',
  link: 'link',
  sort: 'sort',
  platforms: 'platforms',
  positions: 'positions',
  course_ids: 'courseIds',
  not_display_course_ids: 'notCourseIds',
};

/** Adds or removes `value` in a list (a checkbox of a group). */
export function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}

/** The body of `POST`/`PUT /staff/content/banners`; the community lists the form does not show are kept. */
export function bannerBody(form: BannerForm, row: ConsoleBanner | null): FormResult<BannerForm> {
  const errors: FormErrors<BannerForm> = {};
  if (!form.title.trim()) errors.title = 'required';
  if (!form.image) errors.image = 'imageRequired';
  const link = form.link.trim();
  if (link && !isLink(link)) errors.link = 'link';
  const sort = wholeNumber(form.sort || '0');
  if (sort === null) errors.sort = 'whole';
  if (form.positions.length === 0) errors.positions = 'positionsRequired';
  if (form.courseIds.some((id) => form.notCourseIds.includes(id))) errors.notCourseIds = 'bothLists';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      title: form.title.trim(),
      image: form.image!.url,
      link: link || null,
      sort,
      platforms: BANNER_PLATFORMS.filter((p) => form.platforms.includes(p)),
      positions: [...form.positions].sort((a, b) => a - b),
      course_ids: form.courseIds,
      not_display_course_ids: form.notCourseIds,
      community_ids: row?.community_ids ?? [],
      not_display_community_ids: row?.not_display_community_ids ?? [],
    },
  };
}
