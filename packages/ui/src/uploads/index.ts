export {
  DEFAULT_CHUNK_SIZE,
  DEFAULT_RETRY_DELAYS,
  isRetryable,
  UploadError,
  type UploadFailure,
  type UploadFileOptions,
  uploadErrorOf,
  uploadFile,
} from './upload-file';
export { UploadList, type UploadListProps, uploadPercent } from './upload-list';
export { isPhotoOrVideo, type UploadItem, type UseUploadsOptions, useUploads } from './use-uploads';
