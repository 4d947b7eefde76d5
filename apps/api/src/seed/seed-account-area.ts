import { COMMUNITY_API_BASE } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  articles,
  banners,
  brands,
  communities,
  courses,
  supportCategories,
  userScores,
} from '../db/schema/index.js';
import { defaultTopics } from '../modules/support/index.js';

const DAY_MS = 86_400_000;

/**
 * Support categories of a school: the default topics (modules/support/default-topics.ts) under
 * the demo's numbers, the brand's supportCategoryIds (spec 01 §9: pass homework 10, or 3 in one
 * brand; renew course and consultation 7), and two general topics a guest may use.
 */
const categories = (projectId: number, passHomework: number) =>
  defaultTopics(projectId, { passHomework, renewal: 7, technical: 1, payment: 2 });

/** Points, support categories, banners and the community of the first demo school. */
export async function seedMindfulAccountArea(tx: Db, projectId: number, learnerId: number) {
  await tx.insert(supportCategories).values(categories(projectId, 10));
  // Enough for one spend (spec 01 §9 threshold 200), so the points screen has something to do.
  await tx.insert(userScores).values([
    {
      projectId,
      userId: learnerId,
      amount: 300,
      reason: 'welcome',
      createdAt: new Date(Date.now() - 3 * DAY_MS),
    },
    { projectId, userId: learnerId, amount: 50, reason: 'day', createdAt: new Date(Date.now() - DAY_MS) },
  ]);
  // Photo banners in the school's language (scripts/make-demo-media.sh, decision 046).
  const image = (name: string) => ({
    imageUrl: `/v/banners/${name}`,
    imageName: name,
    imageMime: 'image/jpeg',
  });
  await tx.insert(banners).values([
    {
      projectId,
      sort: 1,
      title: 'Дышите вместе с нами',
      ...image('breathe.jpg'),
      platforms: ['desktop', 'tablet'],
      positions: [1, 5],
    },
    {
      projectId,
      sort: 2,
      title: 'Клуб Mindful',
      ...image('club.jpg'),
      platforms: ['mobile', 'app'],
      positions: [24, 32, 34],
    },
    {
      projectId,
      sort: 3,
      title: 'Продлите курс баллами',
      ...image('renew.jpg'),
      // Points buy a discount on the next purchase or renewal (decision 035): the catalogue.
      link: '/class/catalog',
      positions: [20, 23, 27],
    },
  ]);
  // The day screen's slots and the phone's calendar, for one course only (spec 01 §3 course_ids).
  const [morning] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), eq(courses.slug, 'soft-morning')));
  await tx.insert(banners).values({
    projectId,
    sort: 4,
    title: 'Советы для утренней практики',
    ...image('morning.jpg'),
    positions: [8, 28, 31, 33],
    courseIds: morning ? [morning.id] : [],
  });
  // The school publishes articles through the server's own feed (decision 038).
  await tx
    .update(brands)
    .set({ communityUrl: COMMUNITY_API_BASE, communityApiUrl: COMMUNITY_API_BASE })
    .where(eq(brands.projectId, projectId));
  const [club] = await tx
    .insert(communities)
    .values({
      projectId,
      type: 'club',
      title: 'Клуб Mindful',
      slug: 'mindful',
      link: `${COMMUNITY_API_BASE}/mindful`,
    })
    .returning();
  const now = Date.now();
  await tx.insert(articles).values([
    {
      projectId,
      communityId: club!.id,
      title: 'Пять минут квадратного дыхания',
      body: 'Вдох на четыре счёта, задержка на четыре, выдох на четыре, задержка на четыре.\n\nПовторяйте пять минут, не торопясь.',
      previewImage: '/v/banners/breathe.jpg',
      sort: 1,
      views: 12,
      publishedAt: new Date(now - 2 * DAY_MS),
    },
    {
      projectId,
      communityId: club!.id,
      title: 'Как встречается наш клуб',
      body: 'Каждое воскресенье в 10:00 по Москве, онлайн.',
      previewImage: '/v/banners/club.jpg',
      sort: 2,
      views: 40,
      publishedAt: new Date(now - 20 * DAY_MS),
    },
    {
      projectId,
      communityId: club!.id,
      title: 'Черновик: вечерняя практика',
      body: 'Ещё не опубликовано.',
      sort: 3,
    },
  ]);
}

/** The second demo school: passHomework is 3 there (spec 01 §9); no community API (apiUrl null). */
export async function seedFacefitAccountArea(tx: Db, projectId: number) {
  await tx
    .update(brands)
    .set({ supportCategoryIds: { passHomework: 3, renewCourse: 7, renewConsultation: 7 } })
    .where(eq(brands.projectId, projectId));
  await tx.insert(supportCategories).values(categories(projectId, 3));
}
