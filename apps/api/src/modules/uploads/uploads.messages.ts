import type { Language } from '@cp/contract';

/** Uploads of a chat or a homework, and file names (tus): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const uploadsMessages = {
  // Chat attachments (spec 02 §10 texts; decision 052).
  uploadNotPhotoOrVideo: {
    ru: 'Можно загрузить только фото или видео.',
    en: 'You can upload only photo or video.',
    es: 'Solo puede subir fotos o vídeos.',
  },
  uploadTooLarge: {
    ru: 'Файл слишком большой (не более {limit}).',
    en: 'File is too large (limit {limit}).',
    es: 'El archivo es demasiado grande (límite {limit}).',
  },
  uploadTooManyUnfinished: {
    ru: 'Слишком много незавершённых загрузок: дождитесь их окончания.',
    en: 'Too many unfinished uploads: wait for them to finish.',
    es: 'Demasiadas subidas sin terminar: espere a que terminen.',
  },
  uploadNameRequired: {
    ru: 'Нужно имя файла (метаданные filename).',
    en: 'A file name is required (filename metadata).',
    es: 'Se necesita el nombre del archivo (metadatos filename).',
  },
  // The learner's homework hand-in and uploads for it (issue 10, decision 057).
  uploadUnknownPurpose: {
    ru: 'Неизвестное назначение файла.',
    en: 'Unknown purpose of the file.',
    es: 'Finalidad del archivo desconocida.',
  },
  uploadNotHomeworkType: {
    ru: 'Можно загрузить только фото, видео, PDF, документы Office или OpenDocument, RTF или ZIP.',
    en: 'You can upload only photos, videos, PDF, Office or OpenDocument documents, RTF or ZIP.',
    es: 'Solo puede subir fotos, vídeos, PDF, documentos de Office u OpenDocument, RTF o ZIP.',
  },
} satisfies Record<string, Record<Language, string>>;
