-- Homework content is part of a course's cached content, and the learner's homework statuses
-- part of the stream's cached state (the status answer's `homeworks` and the stage gate):
-- any change evicts them in every API process, whoever writes it (decisions 011, 057).
CREATE TRIGGER homeworks_changed AFTER INSERT OR UPDATE OR DELETE ON homeworks
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER course_stage_homeworks_changed AFTER INSERT OR UPDATE OR DELETE ON course_stage_homeworks
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER stage_day_homeworks_changed AFTER INSERT OR UPDATE OR DELETE ON stage_day_homeworks
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER user_homework_statuses_changed AFTER INSERT OR UPDATE OR DELETE ON user_homework_statuses
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('stream_changed', 'user_course_stream_id');
