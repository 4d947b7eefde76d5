import type { ConsoleArticle, ConsoleCommunity, ContentImage } from '@cp/contract';
import { type FormErrors, type FormResult, isLink, isSlug, wholeNumber } from './form-rules';

export interface CommunityForm {
  type: string;
  title: string;
  slug: string;
  link: string;
}

export function communityToForm(row: ConsoleCommunity | null): CommunityForm {
  return { type: row?.type ?? 'club', title: row?.title ?? '', slug: row?.slug ?? '', link: row?.link ?? '' };
}

export const COMMUNITY_SERVER_NAMES: Record<string, keyof CommunityForm> = {
  type: 'type',
  title: 'title',
  slug: 'slug',
  link: 'link',
};

export function communityBody(form: CommunityForm): FormResult<CommunityForm> {
  const errors: FormErrors<CommunityForm> = {};
  const slug = form.slug.trim();
  const link = form.link.trim();
  if (!form.type.trim()) errors.type = 'required';
  if (!form.title.trim()) errors.title = 'required';
  if (slug && !isSlug(slug)) errors.slug = 'slug';
  if (link && !isLink(link)) errors.link = 'link';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: { type: form.type.trim(), title: form.title.trim(), slug: slug || null, link: link || null },
  };
}

/** The article form: plain text (a blank line starts a paragraph), a picture, its community. */
export interface ArticleForm {
  title: string;
  body: string;
  image: Pick<ContentImage, 'url' | 'name'> | null;
  sort: string;
  communityId: string;
}

export function articleToForm(row: ConsoleArticle | null): ArticleForm {
  return {
    title: row?.title ?? '',
    body: row?.body ?? '',
    image: row?.preview_image
      ? { url: row.preview_image, name: row.preview_image.split('/').pop() ?? '' }
      : null,
    sort: String(row?.sort ?? 0),
    communityId: row?.community_id ? String(row.community_id) : '',
  };
}

export const ARTICLE_SERVER_NAMES: Record<string, keyof ArticleForm> = {
  title: 'title',
  body: 'body',
  preview_image: 'image',
  sort: 'sort',
  community_id: 'communityId',
};

export function articleBody(form: ArticleForm): FormResult<ArticleForm> {
  const errors: FormErrors<ArticleForm> = {};
  if (!form.title.trim()) errors.title = 'required';
  const sort = wholeNumber(form.sort || '0');
  if (sort === null) errors.sort = 'whole';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      title: form.title.trim(),
      body: form.body,
      preview_image: form.image?.url ?? null,
      sort,
      community_id: form.communityId ? Number(form.communityId) : null,
    },
  };
}
