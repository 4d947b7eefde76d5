import { UPLOADS_PATH } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { tusTargetOf, tusUrl } from './tus-url.js';

/** The one reading of a tus URL (decision 094): the two shapes tus makes, nothing else. */
const ID = '0123456789abcdef0123456789abcdef';
const OTHER = 'fedcba9876543210fedcba9876543210';

describe('tusTargetOf', () => {
  it('reads the endpoint and the URL tus made for an upload (its Location)', () => {
    expect(tusTargetOf(UPLOADS_PATH, UPLOADS_PATH)).toEqual({ upload: null });
    expect(tusTargetOf(tusUrl(UPLOADS_PATH, ID), UPLOADS_PATH)).toEqual({ upload: ID });
  });

  it.each([
    `${UPLOADS_PATH}?x=/${OTHER}`,
    `${UPLOADS_PATH}/`,
    `${UPLOADS_PATH}/${ID}?x=/${OTHER}`,
    `${UPLOADS_PATH}/${ID}?`,
    `${UPLOADS_PATH}/${ID}/`,
    `${UPLOADS_PATH}/${ID}/${OTHER}`,
    `${UPLOADS_PATH}/${ID}%2F${OTHER}`,
    `${UPLOADS_PATH}/${ID}#/${OTHER}`,
    `${UPLOADS_PATH}/${ID};x`,
    `${UPLOADS_PATH}/${ID.toUpperCase()}`,
    `${UPLOADS_PATH}/${ID.slice(1)}`,
    `${UPLOADS_PATH}/../uploads/${ID}`,
    `${UPLOADS_PATH}x/${ID}`,
    `/spa/api/v1/staff/media/uploads/${ID}`,
  ])('names nothing for %s', (url) => {
    expect(tusTargetOf(url, UPLOADS_PATH)).toBeNull();
  });
});
