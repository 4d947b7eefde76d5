import type { ConsoleManifest } from '@cp/contract';

/**
 * Where a problem of a draft lies, read from its manifest path (`stages.0.days.1.title`): the
 * items that hold it, outermost first (stage 1, day 2), and the field of the innermost one
 * (`title`). The editor names it so in a person's words (`problemLabel`) instead of the path.
 */
export type PlaceItem =
  | 'stage'
  | 'day'
  | 'lessonSet'
  | 'setLesson'
  | 'lesson'
  | 'document'
  | 'homework'
  | 'placement'
  | 'exercise'
  | 'option'
  | 'optionValue'
  | 'lessonOptionValue'
  | 'video'
  | 'subtitle'
  | 'service'
  | 'offer'
  | 'discountCode'
  | 'demo'
  | 'videoConsultations'
  | 'weekday'
  | 'time';

export interface PlaceStep {
  item: PlaceItem;
  /** Its number as the editor shows it (a day's own number; else its position from 1). */
  n?: number;
  /** Its title or key, when it has one (a lesson, a document, a video, a weekday). */
  name?: string;
}

export interface ProblemPlace {
  steps: PlaceStep[];
  /** The innermost item's field, by its manifest name; null when the item itself is meant. */
  field: string | null;
}

type Container = PlaceItem | 'course';

/** The lists of each container, by key: what one element of it is. */
const LISTS: Partial<Record<Container, Record<string, PlaceItem>>> = {
  course: {
    stages: 'stage',
    lessons: 'lesson',
    documents: 'document',
    homeworks: 'homework',
    training_options: 'option',
    services: 'service',
    offers: 'offer',
    discount_codes: 'discountCode',
  },
  stage: { days: 'day', homeworks: 'placement' },
  day: { lesson_sets: 'lessonSet', documents: 'document', homeworks: 'placement' },
  lessonSet: { lessons: 'setLesson' },
  lesson: { option_values: 'lessonOptionValue' },
  homework: { exercises: 'exercise' },
  option: { values: 'optionValue' },
  video: { subtitles: 'subtitle' },
  weekday: {},
};

/** Objects keyed by name (a video by its key, a weekday's times), and sections of one object. */
const MAPS: Partial<Record<Container, Record<string, PlaceItem>>> = {
  course: { videos: 'video' },
  videoConsultations: { schedule: 'weekday' },
};
const SECTIONS: Partial<Record<Container, Record<string, PlaceItem>>> = {
  course: { demo: 'demo', video_consultations: 'videoConsultations' },
};

const isIndex = (part: string | undefined): part is string => part !== undefined && /^\d+$/.test(part);

type Node = Record<string, unknown> | undefined;
const child = (node: unknown, key: string): Node =>
  typeof node === 'object' && node !== null ? ((node as Record<string, unknown>)[key] as Node) : undefined;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The title of the course's item with this key in one of its lists. */
function titleByKey(list: readonly { key: string; title: string }[] | undefined, key: string | undefined) {
  return key === undefined ? undefined : (text(list?.find((item) => item.key === key)?.title) ?? key);
}

/**
 * How an element is named, when the editor shows it by name rather than by number: the course's
 * lessons, documents, tasks and options by title; a lesson of a set, a placed task and a lesson's
 * option value by the title of what their key points at (the key itself if nothing has it).
 */
function nameOf(item: PlaceItem, element: unknown, manifest: ConsoleManifest | undefined) {
  const own = element as Node;
  switch (item) {
    case 'lesson':
    case 'document':
    case 'homework':
    case 'option':
      return text(own?.title);
    case 'setLesson':
      return titleByKey(manifest?.lessons, text(element));
    case 'placement':
      return titleByKey(manifest?.homeworks, text(own?.homework));
    case 'lessonOptionValue': {
      const value = text(element);
      if (!value) return undefined;
      const [optionKey, valueKey] = value.split(':');
      const option = manifest?.training_options?.find((o) => o.key === optionKey);
      if (!option) return value;
      return `${text(option.title) ?? optionKey}: ${titleByKey(option.values, valueKey)}`;
    }
    default:
      return undefined;
  }
}

export function problemPlace(field: string, manifest?: ConsoleManifest): ProblemPlace {
  const parts = field ? field.split('.') : [];
  const steps: PlaceStep[] = [];
  let container: Container = 'course';
  let node: unknown = manifest;
  let i = 0;
  while (i < parts.length) {
    const key = parts[i]!;
    const next = parts[i + 1];
    const listItem: PlaceItem | undefined = LISTS[container]?.[key];
    if (listItem && isIndex(next)) {
      const index = Number(next);
      const element = child(child(node, key), next);
      const step: PlaceStep = { item: listItem, n: index + 1 };
      if (listItem === 'day' && typeof element?.day_number === 'number') step.n = element.day_number;
      const name = nameOf(listItem, element, manifest);
      if (name) step.name = name;
      steps.push(step);
      container = listItem;
      node = element;
      i += 2;
      continue;
    }
    const mapItem: PlaceItem | undefined = MAPS[container]?.[key];
    if (mapItem && next !== undefined) {
      steps.push({ item: mapItem, name: next });
      container = mapItem;
      node = child(child(node, key), next);
      i += 2;
      // A weekday's times are a list of its own.
      if (mapItem === 'weekday' && isIndex(parts[i])) {
        steps.push({ item: 'time', n: Number(parts[i]) + 1 });
        i += 1;
      }
      continue;
    }
    const section: PlaceItem | undefined = SECTIONS[container]?.[key];
    if (section && next !== undefined) {
      steps.push({ item: section });
      container = section;
      node = child(node, key);
      i += 1;
      continue;
    }
    break;
  }
  // What is left names a field of the innermost item (`user_repeat_range.0`: the range itself).
  const rest = parts.slice(i).filter((part) => !isIndex(part));
  return { steps, field: rest.length > 0 ? rest[rest.length - 1]! : null };
}

/** The translations the label needs: i18next's `t` of the `courses` namespace, or a stand-in. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

function fieldLabel(field: string, steps: PlaceStep[], t: Translate): string {
  // The demo's `documents` flag is not the course's documents.
  const key = field === 'documents' && steps.at(-1)?.item === 'demo' ? 'documents_demo' : field;
  // A field without a text of `problems.fields` (one the import may add) reads as its name in words.
  return t(`problems.fields.${key}`, { defaultValue: field.replaceAll('_', ' ') });
}

function stepLabel(step: PlaceStep, t: Translate): string {
  // Inside a sentence: "Monday" in English, "понедельник" and "lunes" in Russian and Spanish.
  if (step.item === 'weekday') return t(`problems.weekdays.${step.name}`, { defaultValue: step.name });
  if (step.name !== undefined) return t(`problems.place.${step.item}Named`, { name: step.name, n: step.n });
  return t(`problems.place.${step.item}`, { n: step.n });
}

const capitalized = (text: string) => (text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text);

/**
 * A problem's place as a person reads it: "Stage 1, day 2: title" for `stages.0.days.1.title`,
 * "Title" for `title`, "" for a problem of the whole draft. `manifest` gives a day its own number
 * and a lesson or document its title.
 */
export function problemLabel(field: string, t: Translate, manifest?: ConsoleManifest): string {
  const { steps, field: leaf } = problemPlace(field, manifest);
  const place = steps.map((step) => stepLabel(step, t)).join(', ');
  const name = leaf === null ? '' : fieldLabel(leaf, steps, t);
  return capitalized([place, name].filter(Boolean).join(': '));
}

/** The whole sentence: "Stage 1, day 2: title: Cannot be empty." (the message alone without a place). */
export function problemSentence(
  problem: { field: string; message: string },
  t: Translate,
  manifest?: ConsoleManifest,
): string {
  const label = problemLabel(problem.field, t, manifest);
  return label ? `${label}: ${problem.message}` : problem.message;
}
