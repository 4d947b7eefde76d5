import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { addSchool } from '../../../test/fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { openSession } from '../../auth/sessions.service.js';

/** A school with a learner, an expert and an administrator, each with a session (no password check). */
export async function addBrandSchool(db: Db, host: string) {
  const school = await addSchool(db, host, { version: 7 });
  const projectId = school.project.id;
  const person = async (name: string, role: 'learner' | 'expert' | 'admin') => {
    const [user] = await db
      .insert(users)
      .values({ projectId, email: `${name.toLowerCase()}@${host}`, name, role })
      .returning();
    return openSession(db, user!, {
      projectId,
      appType: 'web',
      appId: null,
      ip: '127.0.0.1',
      lang: 'en',
      singleDeviceOnly: false,
    });
  };
  return {
    host,
    projectId,
    brand: school.brand,
    domain: school.domain,
    tokens: {
      learner: await person('Lena', 'learner'),
      expert: await person('Eva', 'expert'),
      admin: await person('Ada', 'admin'),
    },
  };
}
export type BrandSchool = Awaited<ReturnType<typeof addBrandSchool>>;

/** One multipart part named `file`, as a browser's FormData sends it. */
export function logoUpload(data: Buffer | string, name = 'logo.png') {
  const boundary = '----brand-logo';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\n` +
      'content-type: image/png\r\n\r\n',
  );
  return {
    payload: Buffer.concat([
      head,
      typeof data === 'string' ? Buffer.from(data, 'latin1') : data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type Call = TestApp['call'];
