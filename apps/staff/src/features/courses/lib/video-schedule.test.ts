import type { ConsoleManifest } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { selectionOf } from './selection';
import { addTime, copyToEveryDay, removeTime, videoOf, withVideo } from './video-schedule';

const manifest = (extra: Partial<ConsoleManifest> = {}): ConsoleManifest => ({
  slug: 'c',
  title: 'C',
  stages: [{ key: 's', title: 'S', days: [{ day_number: 1, title: 'D' }] }],
  ...extra,
});

describe('the video consultation schedule of the course editor (issue 28)', () => {
  it('shows a course without an offer as 0 with the default length, apart from the chat limit', () => {
    expect(videoOf(manifest({ consultation_limit: 3 }))).toEqual({
      count_per_stream: 0,
      duration_minutes: 30,
      schedule: {},
    });
  });

  it('writes the offer into the manifest, leaving an emptied number for the server to name', () => {
    const m = withVideo(manifest(), { count_per_stream: 2 });
    expect(m.video_consultations).toEqual({ count_per_stream: 2, duration_minutes: 30, schedule: {} });
    const emptied = withVideo(m, { duration_minutes: undefined });
    expect(emptied.video_consultations).toMatchObject({ count_per_stream: 2, duration_minutes: undefined });
    expect(m.consultation_limit).toBeUndefined();
  });

  it('adds times sorted, and refuses a bad time, the same time twice and a full day', () => {
    let s = {};
    for (const time of ['15:00', '09:30', ' 12:00 ']) {
      const r = addTime(s, 'mon', time);
      if (!('schedule' in r)) throw new Error(r.problem);
      s = r.schedule;
    }
    expect(s).toEqual({ mon: ['09:30', '12:00', '15:00'] });
    expect(addTime(s, 'mon', '25:00')).toEqual({ problem: 'format' });
    expect(addTime(s, 'mon', '9:30')).toEqual({ problem: 'format' });
    expect(addTime(s, 'mon', '')).toEqual({ problem: 'format' });
    expect(addTime(s, 'mon', '12:00')).toEqual({ problem: 'twice' });
    const full = {
      tue: Array.from(
        { length: 48 },
        (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      ),
    };
    expect(addTime(full, 'tue', '23:59')).toEqual({ problem: 'full' });
  });

  it('removes a time, and a day left without times', () => {
    const s = { mon: ['09:00', '10:00'], wed: ['11:00'] };
    expect(removeTime(s, 'mon', '09:00')).toEqual({ mon: ['10:00'], wed: ['11:00'] });
    expect(removeTime(s, 'wed', '11:00')).toEqual({ mon: ['09:00', '10:00'] });
  });

  it('copies one day to every day of the week', () => {
    expect(copyToEveryDay({ mon: ['09:00'], tue: ['18:00'] }, 'mon')).toEqual({
      mon: ['09:00'],
      tue: ['09:00'],
      wed: ['09:00'],
      thu: ['09:00'],
      fri: ['09:00'],
      sat: ['09:00'],
      sun: ['09:00'],
    });
  });

  it("leads a problem of the offer to the editor's video consultations", () => {
    expect(selectionOf('video_consultations.schedule.mon.0')).toEqual({ kind: 'videoConsultations' });
    expect(selectionOf('video_consultations.count_per_stream')).toEqual({ kind: 'videoConsultations' });
  });
});
