// The s3rver process of the test rig (s3-server.ts): its own process, so the memory and the
// event loop of the process under test are that process's alone. Prints its port, then serves
// until SIGTERM. Arguments: <directory> <bucket>.
import S3rver from 's3rver';
import { type KoaMiddleware, multipartCalls } from './s3rver-multipart.js';

const [directory = '', bucket = ''] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
// ListParts and AbortMultipartUpload, which s3rver lacks and @tus/s3-store needs (decision 082).
// Koa composes its middleware when it starts listening: first in line, before s3rver's router.
(server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(multipartCalls(directory));
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
// The test process is gone (it may have died without stopping us): so are we.
process.on('disconnect', () => process.exit(0));
