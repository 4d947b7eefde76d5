import type { Database } from '../../db/client.js';
import type { TusS3 } from '../uploads/index.js';
import type { DomainProofDeps } from './brand/domain-proof.js';

/**
 * What the console's areas are handed (console.routes.ts registers each with it). Its own file,
 * below the areas, so that an area reads its options without importing the plugin that mounts it.
 */
export interface ConsoleRoutesOptions {
  database: Database;
  /** DATA_DIR; absent in tests that keep no files, where an area uses a temporary folder it removes on close. */
  dataDir?: string | undefined;
  publicUrl?: string | undefined;
  /** ROUTER_BASE of the learner app: the people area's invitations link to it (issue 28). */
  routerBase?: string | undefined;
  /** PORT: the port of mailed links when there is no PUBLIC_URL. */
  port?: number | undefined;
  mailFrom?: string | undefined;
  /**
   * The media library (decision 075): MEDIA_UPLOAD_MAX_BYTES, the ladder's heights (MEDIA_LADDER)
   * and the bucket's settings for its tus uploads when the object store is S3 (decision 082).
   */
  media?: { maxUploadBytes: number; ladder: number[]; s3?: TusS3 | undefined } | undefined;
  /** How proof of a host's control is looked up (decision 099); tests point it at local servers. */
  domainProof?: DomainProofDeps | undefined;
}
