import type { TFunction } from 'i18next';
import type { PointsEntry } from './learner';

/**
 * A ledger reason in words (issue 28: not "homework:1"): the kinds the server writes are
 * translated, with the homework's or day's title when it still exists; an administrator's
 * own reason is shown as they wrote it.
 */
export function pointsReasonText(
  entry: Pick<PointsEntry, 'reason' | 'reasonKind' | 'reasonSubject'>,
  t: TFunction,
): string {
  switch (entry.reasonKind) {
    case 'manual':
      return entry.reason;
    case 'homework':
    case 'day':
      return entry.reasonSubject
        ? t(`points.reasons.${entry.reasonKind}`, { subject: entry.reasonSubject })
        : t(`points.reasons.${entry.reasonKind}_unknown`);
    default:
      return t(`points.reasons.${entry.reasonKind}`);
  }
}
