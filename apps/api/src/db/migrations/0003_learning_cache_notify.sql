-- Course content and each stream's state are cached per API process for the hot
-- reads (stream status, courses list); any change tells every process at once
-- through NOTIFY, whoever writes it (service, import, hand-written SQL).
-- See decision 011. TG_ARGV: channel, then the column whose value is the payload.
CREATE OR REPLACE FUNCTION notify_learning_changed() RETURNS trigger AS $$
DECLARE
  new_key text;
  old_key text;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    new_key := to_jsonb(NEW) ->> TG_ARGV[1];
    PERFORM pg_notify(TG_ARGV[0], new_key);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_key := to_jsonb(OLD) ->> TG_ARGV[1];
    IF old_key IS DISTINCT FROM new_key THEN
      PERFORM pg_notify(TG_ARGV[0], old_key);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Files and videos may be shared by courses: a change drops every cached course.
CREATE OR REPLACE FUNCTION notify_all_courses_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('course_changed', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER courses_changed AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'id');
--> statement-breakpoint
CREATE TRIGGER stages_changed AFTER INSERT OR UPDATE OR DELETE ON stages
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER days_changed AFTER INSERT OR UPDATE OR DELETE ON days
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER lessons_changed AFTER INSERT OR UPDATE OR DELETE ON lessons
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER lesson_sets_changed AFTER INSERT OR UPDATE OR DELETE ON lesson_sets
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER lesson_set_lessons_changed AFTER INSERT OR UPDATE OR DELETE ON lesson_set_lessons
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER training_options_changed AFTER INSERT OR UPDATE OR DELETE ON training_options
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER training_option_values_changed AFTER INSERT OR UPDATE OR DELETE ON training_option_values
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER lesson_option_values_changed AFTER INSERT OR UPDATE OR DELETE ON lesson_option_values
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER documents_changed AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
--> statement-breakpoint
CREATE TRIGGER files_changed AFTER UPDATE OR DELETE ON files
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_courses_changed();
--> statement-breakpoint
CREATE TRIGGER videos_changed AFTER UPDATE OR DELETE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_courses_changed();
--> statement-breakpoint
CREATE TRIGGER video_subtitles_changed AFTER INSERT OR UPDATE OR DELETE ON video_subtitles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_courses_changed();
--> statement-breakpoint
CREATE TRIGGER user_course_streams_changed AFTER INSERT OR UPDATE OR DELETE ON user_course_streams
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('stream_changed', 'id');
--> statement-breakpoint
CREATE TRIGGER user_course_streams_user_changed AFTER INSERT OR UPDATE OR DELETE ON user_course_streams
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('user_streams_changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER stream_freezes_changed AFTER INSERT OR UPDATE OR DELETE ON stream_freezes
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('stream_changed', 'user_course_stream_id');
--> statement-breakpoint
CREATE TRIGGER user_day_statuses_changed AFTER INSERT OR UPDATE OR DELETE ON user_day_statuses
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('stream_changed', 'user_course_stream_id');
--> statement-breakpoint
CREATE TRIGGER user_lesson_statuses_changed AFTER INSERT OR UPDATE OR DELETE ON user_lesson_statuses
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('stream_changed', 'user_course_stream_id');
--> statement-breakpoint
CREATE TRIGGER user_options_changed AFTER INSERT OR UPDATE OR DELETE ON user_options
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('stream_changed', 'user_course_stream_id');
