import type { FileResource, LessonSetLesson, Course as WireCourse } from '@cp/contract';
import { describe, expect, it, vi } from 'vitest';
import { toCourse, toDocuments, toLesson } from './course';

const videoFile: FileResource = {
  id: 4,
  type: 1,
  name: 'video.mp4',
  url: '/v/clip/video.mp4',
  path: 'clip/video.mp4',
  mime: 'video/mp4',
  size: 100,
  duration: 8,
  video: {
    id: 2,
    url: '/v/clip/hls/index.m3u8',
    duration: 8.5,
    created_at: 1,
    subtitles: [{ language_code: 'ru-RU', name: 'Русский', link: '/v/clip/ru.vtt' }],
    video_urls: {
      hls_playlist: '/v/clip/hls/index.m3u8',
      preview: '/v/clip/p.jpg',
      mp4_playlist: '/v/clip/video.mp4',
    },
  },
};

const lesson = (overrides: Partial<LessonSetLesson> = {}): LessonSetLesson => ({
  id: 1,
  lesson_id: 2,
  sort: 0,
  title: 'Shoulders (выполнение)',
  subtitle: 'выполнение',
  description: null,
  survey_form_url: null,
  delay: 8,
  scores: 2,
  video_file: videoFile,
  description_video_file: null,
  vertical_video_file: null,
  vertical_description_video_file: null,
  training_option_value_ids: [2],
  ...overrides,
});

/** A placed homework of the wire (spec 02 §3), required when `required` is above 0. */
function placed(id: number, sort: number, required: number) {
  return {
    id,
    homework_id: id + 10,
    is_required: required,
    is_demo_accessible: false,
    sort,
    created_at: 1,
    updated_at: 1,
    homework: {
      id: id + 10,
      course_id: 1,
      title: `Task ${id + 10}`,
      description: null,
      kind: 'photo' as const,
      exercises: [],
    },
    course_stage_id: 1,
  };
}

describe('toLesson', () => {
  it('renames the video parts and turns seconds into milliseconds', () => {
    const converted = toLesson(lesson());
    // spec 02 §3 Lesson: the bracketed suffix of the wire's title is split off into the subtitle.
    expect(converted).toMatchObject({
      id: 1,
      lessonId: 2,
      title: 'Shoulders',
      subtitle: 'выполнение',
      delayMs: 8000,
    });
    expect(toLesson(lesson({ title: 'Shoulders', subtitle: null }))).toMatchObject({
      title: 'Shoulders',
      subtitle: null,
    });
    expect(converted.localVideoFile?.video).toEqual({
      id: 2,
      url: '/v/clip/hls/index.m3u8',
      durationMs: 8500,
      subtitles: [{ languageCode: 'ru-RU', srclang: 'ru', label: 'Русский', url: '/v/clip/ru.vtt' }],
      videoUrls: { m3u8: '/v/clip/hls/index.m3u8', preview: '/v/clip/p.jpg', mp4: '/v/clip/video.mp4' },
    });
  });

  it('drops a video field that is not a video file, with a warning (spec 02 §3)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const converted = toLesson(lesson({ vertical_video_file: { ...videoFile, type: 4, video: null } }));
    expect(converted.verticalVideo).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('toDocuments', () => {
  it('keeps only documents with a url or a file, in sort order', () => {
    const docs = toDocuments([
      {
        id: 1,
        title: 'B',
        url: null,
        file: { ...videoFile, type: 4, url: '/v/b.pdf', video: null },
        stage_day_id: null,
        sort: 2,
      },
      { id: 2, title: 'none', url: null, file: null, stage_day_id: null, sort: 0 },
      { id: 3, title: 'A', url: 'https://example.com/a', file: null, stage_day_id: 5, sort: 1 },
    ]);
    expect(docs.map((d) => [d.id, d.href])).toEqual([
      [3, 'https://example.com/a'],
      [1, '/v/b.pdf'],
    ]);
  });
});

describe('toCourse', () => {
  const wire = {
    id: 1,
    title: 'Soft morning',
    short_title: 'Morning',
    category: 'Meditation',
    complexity: null,
    consultation_limit: 3,
    video_consultation_count: 2,
    main_image: '/v/m.jpg',
    background_image: null,
    short_description: 'Twenty\u00a0one\u00a0days',
    demo_video_file_id: 7,
    demo_video: null,
    version: 1,
    created_at: 10,
    updated_at: 20,
    offer_ids: [],
    stage_ids: [2, 1],
    lesson_ids: [],
    is_demo_documents_accessible: false,
    is_demo_expert_message_enabled: true,
    is_demo_user_message_enabled: true,
    is_demo_offline_mode_accessible: true,
    stages: [
      {
        id: 2,
        course_id: 1,
        sort: 1,
        title: 'Week 2',
        homework_required: false,
        day_ids: [3],
        stage_homework_ids: [],
        request_homeworks: 0,
        request_days: 1,
        days: [
          {
            id: 3,
            stage_id: 2,
            course_id: 1,
            day_number: 3,
            day_of_rest: true,
            title: 'Rest',
            short_description: null,
            required_to_complete: 0,
            finish_total_time: 0,
            time_delay: null,
            is_demo_accessible: false,
            repeat_count: 1,
            banner_ids: [],
            day_homework_ids: [],
          },
        ],
      },
      {
        id: 1,
        course_id: 1,
        sort: 0,
        title: 'Week 1',
        homework_required: true,
        day_ids: [1],
        stage_homework_ids: [8, 7],
        course_stage_homeworks: [placed(8, 2, 0), placed(7, 1, 1)],
        request_homeworks: 1,
        request_days: 1,
        days: [
          {
            id: 1,
            stage_id: 1,
            course_id: 1,
            day_number: 1,
            day_of_rest: false,
            title: 'Day one',
            short_description: 'Breathe\u00a0in',
            required_to_complete: 1,
            finish_total_time: 8,
            time_delay: 3600,
            is_demo_accessible: true,
            repeat_count: 1,
            banner_ids: [],
            day_homework_ids: [4],
            stage_day_homeworks: [{ ...placed(4, 0, 1), stage_day_id: 1, stage_id: 1 }],
            scores: 10,
            lesson_sets: [
              {
                id: 2,
                sort: 1,
                repeat_count: 1,
                user_repeat_range_from: 1,
                user_repeat_range_to: 1,
                lessons: [lesson({ id: 9, sort: 0 })],
              },
              {
                id: 1,
                sort: 0,
                repeat_count: 2,
                user_repeat_range_from: 1,
                user_repeat_range_to: 3,
                lessons: [lesson({ id: 6, sort: 1 }), lesson({ id: 5, sort: 0 })],
              },
            ],
          },
        ],
      },
    ],
    documents: [],
  } satisfies WireCourse;

  it('converts names, times and texts, and orders stages, days, sets and lessons by sort', () => {
    const course = toCourse(wire);
    expect(course).toMatchObject({
      caption: 'Morning',
      image: '/v/m.jpg',
      excerpt: 'Twenty one days',
      demoVideo: 7,
      created: 10_000,
      updated: 20_000,
      isDemoDocumentsAccessible: false,
      consultationLimit: 3,
      videoConsultationCount: 2,
    });
    expect(course.stages.map((s) => s.title)).toEqual(['Week 1', 'Week 2']);
    expect(course.days.map((d) => d.dayNumber)).toEqual([1, 3]);
    const [day1, rest] = course.days;
    expect(day1).toMatchObject({
      excerpt: 'Breathe in',
      requiredToComplete: true,
      finishTotalTimeMs: 8000,
      timeDelayMs: 3_600_000,
      dayHomeworkIds: [4],
      scores: 10,
      isOpenByTimeDelay: true,
    });
    expect(day1?.lessonSets.map((s) => s.id)).toEqual([1, 2]);
    expect(day1?.lessonSets[0]?.lessons.map((l) => l.id)).toEqual([5, 6]);
    expect(rest).toMatchObject({ dayOfRest: true, requiredToComplete: false, lessonSets: [], scores: 0 });
  });

  it('carries the stage and day homework placements in order, required when above 0 (spec 02 §3)', () => {
    const course = toCourse(wire);
    expect(course.stages[0]?.homeworks).toEqual([
      { id: 7, homeworkId: 17, isRequired: true, isDemoAccessible: false, title: 'Task 17', kind: 'photo' },
      { id: 8, homeworkId: 18, isRequired: false, isDemoAccessible: false, title: 'Task 18', kind: 'photo' },
    ]);
    expect(course.stages[1]?.homeworks).toEqual([]);
    expect(course.days[0]?.homeworks.map((h) => [h.id, h.isRequired])).toEqual([[4, true]]);
    expect(course.days[1]?.homeworks).toEqual([]);
  });

  it('defaults the demo flags to true', () => {
    const { is_demo_documents_accessible: _a, ...narrowed } = wire;
    expect(toCourse(narrowed as unknown as WireCourse).isDemoDocumentsAccessible).toBe(true);
  });
});
