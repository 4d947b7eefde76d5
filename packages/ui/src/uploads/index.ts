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
export { isPhotoOrVideo, type UploadItem, type UseUploadsOptions, useUploads } from './use-uploads';
