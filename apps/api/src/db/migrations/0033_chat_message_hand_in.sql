ALTER TABLE "chat_messages" ADD COLUMN "hand_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The hand-ins written before this column that are still a task's answer. One a rework's hand-in
-- had already replaced left no trace to find it by, and stays editable as before.
UPDATE "chat_messages" SET "hand_in" = true WHERE "id" IN (
  SELECT "answer_message_id" FROM "user_homework_statuses" WHERE "answer_message_id" IS NOT NULL
);
