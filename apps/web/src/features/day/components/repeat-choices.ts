import { useCallback, useState } from 'react';
import { DATA_AREA_PREFIX, readStorage, writeStorage } from '../../../lib/storage/storage';

const key = (streamId: number) => `${DATA_AREA_PREFIX}repeats.${streamId}`;

/** Anything but numbers is ignored later: clampRepeat turns it into the set's own count. */
function read(streamId: number): Record<number, number> {
  try {
    return JSON.parse(readStorage(key(streamId)) ?? '{}') ?? {};
  } catch {
    return {};
  }
}

/** The repeat counts the learner chose per lesson set of a stream, kept on this device. */
export function useRepeatChoices(
  streamId: number,
): [Record<number, number>, (setId: number, count: number) => void] {
  const [choices, setChoices] = useState(() => read(streamId));
  const choose = useCallback(
    (setId: number, count: number) => {
      setChoices((current) => {
        const next = { ...current, [setId]: count };
        writeStorage(key(streamId), JSON.stringify(next));
        return next;
      });
    },
    [streamId],
  );
  return [choices, choose];
}
