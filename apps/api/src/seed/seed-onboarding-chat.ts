import type { BrandConfig } from '@cp/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { brands, domains } from '../db/schema/index.js';
import type { DemoSchool } from './schools.js';

/** The demo host of the registration chat: any browser reaches `*.localhost` on this machine. */
export const ONBOARDING_CHAT_HOST = 'chat.localhost';

/** The school's own lines: Russian and English written, Spanish left to the app's words (decision 088). */
const welcomeMessages: NonNullable<BrandConfig['welcomeMessages']> = {
  ru: ['Здравствуйте! Я помогу вам начать заниматься в Mindful School.', 'Это займёт пару минут.'],
  en: ['Hello! I will help you start with Mindful School.', 'It takes a couple of minutes.'],
};
const goodbyeMessages: NonNullable<BrandConfig['goodbyeMessages']> = {
  ru: ['Готово! Ваш первый урок уже ждёт.'],
  en: ['All set! Your first lesson is waiting.'],
};
const questions: NonNullable<BrandConfig['questions']> = [
  { key: 'firstName', text: { ru: 'Как к вам обращаться?', en: 'How shall we call you?' } },
  { key: 'email', text: {} },
  { key: 'password', text: {} },
  { key: 'socials', text: {} },
  { key: 'push', text: { en: 'Shall we remind you of your practice?' } },
  { key: 'birthday', text: { en: 'When is your birthday? We have a gift for that day.' } },
  { key: 'avatarId', text: {} },
];

/**
 * Issue 15: the first school also registers by chat on a host of its own (`chat.localhost`), with
 * its own brand (the same school, `userInfoChat` on, its lines and questions): a visitor there
 * who signs up meets the chat, while `localhost` keeps its sign-up form for the other demos.
 */
export async function seedOnboardingChat(tx: Db, school: DemoSchool, brandId: number): Promise<void> {
  if (!school.brand.isRegistrationEnable) return;
  const [brand] = await tx.select().from(brands).where(eq(brands.id, brandId));
  const [domain] = await tx.select().from(domains).where(eq(domains.host, school.domain.host));
  if (!brand || !domain) return;
  const { id: _brandId, ...brandValues } = brand;
  const [chatBrand] = await tx
    .insert(brands)
    .values({
      ...brandValues,
      name: `${brand.name}-chat`,
      userInfoChat: true,
      welcomeMessages,
      goodbyeMessages,
      questions,
    })
    .returning({ id: brands.id });
  const { id: _domainId, ...domainValues } = domain;
  await tx.insert(domains).values({ ...domainValues, brandId: chatBrand!.id, host: ONBOARDING_CHAT_HOST });
}
