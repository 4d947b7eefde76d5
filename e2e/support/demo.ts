/** The demo learners the server seeds on first start (apps/api/src/seed/schools.ts). */
export const DEMO = {
  mindful: { email: 'learner@demo.school', password: 'demo1234', course: 'Мягкое утро: 21 день медитации' },
  facefit: { email: 'learner@facefit.school', password: 'demo1234', course: 'Face yoga: 30 days' },
} as const;
