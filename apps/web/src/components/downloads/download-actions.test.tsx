import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { MissingIdError } from '../../lib/api/missing-id';
import { DownloadFailure } from '../../lib/offline/downloads/download-failure';
import { useFailureText } from './download-actions';

describe('download failure texts', () => {
  it('says which id a download lacks (spec 02 §5), in each language', async () => {
    const { result } = renderHook(() => useFailureText());
    expect(result.current(new MissingIdError('Url'), 'file')).toBe(
      'Url must be set: the file has no address to download it from.',
    );
    await i18next.changeLanguage('ru');
    expect(result.current(new MissingIdError('FileId'), 'video')).toBe(
      'Нужно указать FileId: у файла нет номера, под которым его сохранить.',
    );
    await i18next.changeLanguage('es');
    expect(result.current(new MissingIdError('source'), 'video')).toBe(
      'Hay que indicar source: no hay de dónde descargar.',
    );
  });

  it('keeps the spec 02 §8 messages for the engine’s own failures', () => {
    const { result } = renderHook(() => useFailureText());
    expect(result.current(new DownloadFailure('storage-full'), 'video')).toBe('Not enough space');
  });
});
