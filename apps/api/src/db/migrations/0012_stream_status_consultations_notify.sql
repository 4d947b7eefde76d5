-- The stream status answer carries the stream's consultations (spec 02 §3 "Stream statuses
-- response") and is cached with the stream's state in every API process (decision 011):
-- opening, closing or rating one evicts that state everywhere, whoever writes it. Decision 056.
CREATE TRIGGER consultations_stream_changed AFTER INSERT OR UPDATE OR DELETE ON consultations
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('stream_changed', 'user_course_stream_id');
