import { VIDEO_CONSULTATION_EVENT } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { parseRealtimeMessage } from '../../../lib/realtime/realtime-client';

describe('the video consultation event of the session socket', () => {
  it('reaches the screens with its row, and a malformed one does not', () => {
    const data = { id: 7, status: 'confirmed', start_date_time: 1_900_000_000 };
    expect(parseRealtimeMessage(JSON.stringify({ event: VIDEO_CONSULTATION_EVENT, data }))).toEqual({
      event: VIDEO_CONSULTATION_EVENT,
      data,
    });
    expect(
      parseRealtimeMessage(JSON.stringify({ event: VIDEO_CONSULTATION_EVENT, data: { id: 'x' } })),
    ).toBeNull();
  });
});
