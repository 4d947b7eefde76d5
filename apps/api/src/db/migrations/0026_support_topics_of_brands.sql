-- Issue 28 (11): a school made by `create-school` before new schools had support topics of their
-- own has a brand sending homework and renewal requests to topics 10 and 7, which it lacks (and a
-- school may have deleted one by hand). Each number a brand names that its school lacks becomes a
-- topic about one of the learner's courses, titled as a new school's (modules/support/
-- default-topics.ts), so the requests land again; the administrator renames the topics or chooses
-- others in the console. The brands keep their numbers and their versions.
INSERT INTO "support_categories" ("project_id", "id", "sort", "title", "target_product", "require_product")
SELECT DISTINCT ON (b."project_id", (s."value")::int)
  b."project_id",
  (s."value")::int,
  CASE WHEN s."key" = 'passHomework' THEN 1 ELSE 2 END,
  CASE WHEN s."key" = 'passHomework'
    THEN '{"ru":"Сдать задание","en":"Hand in homework","es":"Entregar la tarea"}'::jsonb
    ELSE '{"ru":"Продлить курс или консультацию","en":"Renew a course or consultation","es":"Renovar un curso o una consulta"}'::jsonb
  END,
  1,
  true
FROM "brands" b
CROSS JOIN LATERAL jsonb_each(b."support_category_ids") s
WHERE s."key" IN ('passHomework', 'renewCourse', 'renewConsultation')
  AND jsonb_typeof(s."value") = 'number'
  AND NOT EXISTS (
    SELECT 1 FROM "support_categories" c WHERE c."project_id" = b."project_id" AND c."id" = (s."value")::int
  )
ORDER BY b."project_id", (s."value")::int, s."key" = 'passHomework' DESC
ON CONFLICT DO NOTHING;
