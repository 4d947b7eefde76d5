import { describe, expect, it } from 'vitest';
import { newMilestones } from './milestones';
import { chooseSource } from './player-source';
import { clearPosition, readPosition, resumeFrom, writePosition } from './resume-position';

const both = { m3u8: '/v/a/index.m3u8', mp4: '/v/a/video.mp4' };

describe('chooseSource', () => {
  it('prefers hls.js where Media Source exists', () => {
    expect(chooseSource(both, { mse: true, nativeHls: true })).toEqual({ kind: 'hls.js', url: both.m3u8 });
  });

  it('uses native HLS without Media Source', () => {
    expect(chooseSource(both, { mse: false, nativeHls: true })).toEqual({
      kind: 'native-hls',
      url: both.m3u8,
    });
  });

  it('falls back to MP4 without HLS support, without a playlist, or after an HLS failure', () => {
    expect(chooseSource(both, { mse: false, nativeHls: false })).toEqual({ kind: 'mp4', url: both.mp4 });
    expect(chooseSource({ ...both, m3u8: null }, { mse: true, nativeHls: true })?.kind).toBe('mp4');
    expect(chooseSource(both, { mse: true, nativeHls: true }, true)?.kind).toBe('mp4');
    expect(chooseSource({ m3u8: null, mp4: null }, { mse: true, nativeHls: true })).toBeNull();
  });
});

describe('newMilestones', () => {
  it('reports 10, 25, 50 and 75 % once each, in order', () => {
    const reported = new Set<number>();
    expect(newMilestones(5, reported)).toEqual([]);
    expect(newMilestones(30, reported)).toEqual([10, 25]);
    for (const m of [10, 25]) reported.add(m);
    expect(newMilestones(30, reported)).toEqual([]);
    expect(newMilestones(100, reported)).toEqual([50, 75]);
    expect(newMilestones(Number.NaN, new Set())).toEqual([]);
  });
});

describe('resume position', () => {
  it('resumes from the stored position unless it is at the end', () => {
    expect(resumeFrom(null, 60)).toBe(0);
    expect(resumeFrom(0.4, 60)).toBe(0);
    expect(resumeFrom(30, 60)).toBe(30);
    expect(resumeFrom(58.5, 60)).toBe(0);
    expect(resumeFrom(30, Number.NaN)).toBe(30);
  });

  it('keeps a position per lesson in the data area', () => {
    writePosition('1:9', 12.345);
    expect(readPosition('1:9')).toBe(12.3);
    expect(window.localStorage.getItem('cp.data.player.1:9')).toBe('12.3');
    expect(readPosition('1:10')).toBeNull();
    clearPosition('1:9');
    expect(readPosition('1:9')).toBeNull();
  });
});
