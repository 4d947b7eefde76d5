-- Issue 29: the demo seed stored a learner's `language_code` as `ru`, `en` or `es`, while the wire
-- (spec 01 §3: "ru maps to ru-RU, en to en-US, es to es-ES") and `POST /user` speak the tags. A
-- stored short code becomes its tag, so `GET /user` answers what the spec's client maps and what
-- `POST /user` accepts back, and reminders find the learner's language.
UPDATE "users" SET "language_code" = CASE "language_code"
  WHEN 'ru' THEN 'ru-RU'
  WHEN 'en' THEN 'en-US'
  WHEN 'es' THEN 'es-ES'
END
WHERE "language_code" IN ('ru', 'en', 'es');
