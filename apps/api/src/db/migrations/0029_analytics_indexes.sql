-- The school analytics (issue 32, decision 141): each figure reads the rows of a period through an
-- index led by the school and the moment, so its work is bounded by what happened in the period,
-- never by the school's learners. Written by hand: the indexes stand on other areas' tables, and
-- the schema files declare none of them (drizzle-kit diffs only what they declare).
CREATE INDEX "user_day_statuses_project_started_idx" ON "user_day_statuses" USING btree ("project_id","started_at","user_course_stream_id");--> statement-breakpoint
CREATE INDEX "user_day_statuses_project_finished_idx" ON "user_day_statuses" USING btree ("project_id","finished_at","user_course_stream_id") WHERE "finished_at" is not null;--> statement-breakpoint
CREATE INDEX "user_course_streams_project_created_idx" ON "user_course_streams" USING btree ("project_id","created_at","course_id");--> statement-breakpoint
CREATE INDEX "user_homework_statuses_project_reviewed_idx" ON "user_homework_statuses" USING btree ("project_id","reviewed_at") WHERE "reviewed_at" is not null;--> statement-breakpoint
CREATE INDEX "consultations_project_created_idx" ON "consultations" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "video_consultations_project_ordered_idx" ON "video_consultations" USING btree ("project_id","ordered_at") WHERE "ordered_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_project_paid_idx" ON "orders" USING btree ("project_id","paid_at") WHERE "paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_project_refunded_idx" ON "orders" USING btree ("project_id","refunded_at") WHERE "refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_user_paid_idx" ON "orders" USING btree ("user_id") WHERE "paid_at" is not null and "amount" > 0;--> statement-breakpoint
CREATE INDEX "link_jumps_project_created_idx" ON "link_jumps" USING btree ("project_id","created_at");
