import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * s3rver 3.7 (the test rig's S3 server, test/s3-server.ts) keeps multipart uploads but does not
 * answer two calls of the S3 API that @tus/s3-store makes on every HEAD and PATCH: ListParts
 * (`GET ?uploadId`) and AbortMultipartUpload (`DELETE ?uploadId`). Real S3, MinIO, Ceph and R2
 * answer both. This adds them, read from s3rver's own record of the parts
 * (`<bucket>/._S3rver_uploads/<uploadId>/<part number>` and `.md5`), so the tus tests run the
 * real @tus/s3-store against a real server (decision 082).
 */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}
export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function multipartCalls(directory: string): KoaMiddleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket, ...rest] = ctx.path.split('/');
    if (!uploadId || !bucket || rest.length === 0 || !/^[0-9a-f]+$/.test(uploadId)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'DELETE') return next();
    const key = rest.map(decodeURIComponent).join('/');
    const dir = path.join(directory, bucket, '._S3rver_uploads', uploadId);
    const recorded = await readFile(path.join(dir, 'key'), 'utf8').catch(() => null);
    if (recorded !== key) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = xml(
        `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${escapeXml(uploadId)}</UploadId></Error>`,
      );
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const numbers = (await readdir(dir))
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [info, md5] = await Promise.all([
          stat(path.join(dir, String(n))),
          readFile(path.join(dir, `${n}.md5`), 'utf8'),
        ]);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}
