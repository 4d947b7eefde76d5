-- A course's answer carries its offer ids (spec 02 §3 Course offerIds): an offer made, moved or
-- removed evicts the cached course in every process, as the course's other tables do (0003).
CREATE TRIGGER course_offers_changed AFTER INSERT OR UPDATE OR DELETE ON course_offers
  FOR EACH ROW EXECUTE FUNCTION notify_learning_changed('course_changed', 'course_id');
