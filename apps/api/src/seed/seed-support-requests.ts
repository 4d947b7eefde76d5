import type { Language } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { supportReplies, techQuestions, userCourseStreams, users } from '../db/schema/index.js';

const HOUR_MS = 3_600_000;

const TEXTS: Record<Language, { stream: string; guest: string; answered: string; reply: string }> = {
  ru: {
    stream: 'Не открывается видео третьего дня, на телефоне крутится загрузка.',
    guest: 'Здравствуйте! Можно ли оплатить курс частями?',
    answered: 'Как сменить язык приложения?',
    reply: 'Язык меняется в настройках профиля: «Настройки» → «Язык».',
  },
  en: {
    stream: "Day 3's video will not start on my phone; it keeps loading.",
    guest: 'Hello! Can I pay for the course in instalments?',
    answered: 'How do I change the app language?',
    reply: 'The language is in your profile settings: Settings → Language.',
  },
  es: {
    stream: 'El vídeo del día 3 no arranca en mi teléfono; se queda cargando.',
    guest: '¡Hola! ¿Puedo pagar el curso a plazos?',
    answered: '¿Cómo cambio el idioma de la aplicación?',
    reply: 'El idioma está en los ajustes del perfil: Ajustes → Idioma.',
  },
};

/**
 * Requests waiting in the console's support inbox (issue 13), so the demo administrator has
 * something to answer: the demo learner's about their stream, a guest's, and one already answered.
 * Categories are the school's own (1: technical problem, 2: payment, seed-account-area).
 */
export async function seedSupportRequests(tx: Db, projectId: number, learnerId: number, lang: Language) {
  const text = TEXTS[lang];
  const [learner] = await tx.select().from(users).where(eq(users.id, learnerId));
  const [stream] = await tx
    .select({ id: userCourseStreams.id, courseId: userCourseStreams.courseId })
    .from(userCourseStreams)
    .where(and(eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.userId, learnerId)))
    .limit(1);
  const name = [learner!.name, learner!.lastName].filter(Boolean).join(' ') || learner!.email!;
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS);
  const [, , answered] = await tx
    .insert(techQuestions)
    .values([
      {
        projectId,
        userId: learnerId,
        supportCategoryId: 1,
        targetId: stream?.id ?? null,
        courseId: stream?.courseId ?? null,
        kind: 'manual' as const,
        name,
        email: learner!.email,
        message: text.stream,
        createdAt: ago(3),
        updatedAt: ago(3),
      },
      {
        projectId,
        supportCategoryId: 2,
        kind: 'anonymous' as const,
        name: 'Olga',
        email: `olga@guest.example`,
        message: text.guest,
        createdAt: ago(20),
        updatedAt: ago(20),
      },
      {
        projectId,
        userId: learnerId,
        supportCategoryId: 1,
        kind: 'manual' as const,
        name,
        email: learner!.email,
        message: text.answered,
        status: 'answered' as const,
        createdAt: ago(50),
        updatedAt: ago(48),
      },
    ])
    .returning({ id: techQuestions.id });
  // Answered by the school's demo administrator (seedAdmin runs before this).
  const [admin] = await tx
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.role, 'admin')))
    .limit(1);
  await tx.insert(supportReplies).values({
    projectId,
    questionId: answered!.id,
    authorId: admin?.id ?? null,
    authorName: [admin?.name, admin?.lastName].filter(Boolean).join(' ') || 'Administrator',
    body: text.reply,
    createdAt: ago(48),
    mailedAt: ago(48),
  });
}
