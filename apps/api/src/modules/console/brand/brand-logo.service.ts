import type { ConsoleDomain } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { malformedMultipart } from '../../../plugins/multipart-form.js';
import { keepBrandAsset } from '../../media/index.js';
import { removeStoredLogo, renderLogo, sniffLogoType } from './brand-logo.js';
import { changeDomain } from './domains.service.js';

/**
 * `POST /staff/brand/logo`: the image is read whole (the parser stops it at 2 MB: 413), its type
 * told by its bytes, re-encoded as a PNG, stored under a new name and made the domain's header
 * logo (the host's domain unless `domainId` names another of the school). Nothing is stored when
 * a check fails; the file is removed again when the domain cannot take it.
 */
export async function uploadLogo(
  app: FastifyInstance,
  request: FastifyRequest,
  domainId: number | undefined,
): Promise<ConsoleDomain> {
  const lang = request.lang;
  if (!request.isMultipart()) throw fieldError('file', message('brandLogoMissing', lang));
  const part = await request.file().catch((err: unknown) => {
    throw malformedMultipart(err, request);
  });
  if (part?.fieldname !== 'file') throw fieldError('file', message('brandLogoMissing', lang));
  const data = await part.toBuffer().catch((err: unknown) => {
    throw malformedMultipart(err, request);
  });
  const type = sniffLogoType(data);
  if (!type) throw fieldError('file', message('brandLogoWrongType', lang));
  const png = await renderLogo(data, type).catch(() => {
    throw fieldError('file', message('brandLogoUnreadable', lang));
  });
  const url = await keepBrandAsset(app.db, request.tenant.project.id, png, 'png');
  try {
    return await changeDomain(app, request, domainId ?? request.tenant.domain.id, {
      frontendSettings: { spa_header_logo: url },
    });
  } catch (err) {
    await removeStoredLogo(app.db, url);
    throw err;
  }
}
