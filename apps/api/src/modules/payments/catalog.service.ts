import type { Catalog, CourseOffer, OfferTypeCode } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoriesOf, offersOf, productsOf } from './catalog.repository.js';
import { settingsOf } from './payments.repository.js';
import { canTakePayment } from './providers.js';
import { presentService } from './services.presenter.js';
import { serviceExpander } from './services.service.js';

/** `GET /catalog`: categories and the products of this school, each with its service and course. */
export async function catalog(app: FastifyInstance, request: FastifyRequest): Promise<Catalog> {
  const projectId = request.tenant.project.id;
  const [categories, products, settings] = await Promise.all([
    categoriesOf(app.db, projectId),
    productsOf(app.db, projectId),
    settingsOf(app.db, projectId),
  ]);
  const present = serviceExpander(app, request, ['course']);
  return {
    categories: categories.map((c) => ({ id: c.id, title: c.title, sort: c.sort })),
    products: await Promise.all(
      products.map(async ({ product, service, preview }) => ({
        id: product.id,
        service_id: service.id,
        alias: product.alias,
        type: product.type as OfferTypeCode,
        title: product.title,
        description: product.description,
        author: product.author,
        preview: preview ?? null,
        category_id: product.categoryId,
        service: await present(service),
      })),
    ),
    payment_mode: settings?.mode ?? 'manual',
    payment_ready: canTakePayment(settings),
  };
}

/** `GET /course-offer/find?courseId&courseOfferRelationTypeId` (spec 02 §3 Course offer). */
export async function findOffers(
  app: FastifyInstance,
  request: FastifyRequest,
  courseId: number,
  relationTypeId?: number,
): Promise<CourseOffer[]> {
  const rows = await offersOf(app.db, request.tenant.project.id, courseId, relationTypeId);
  const currency = request.tenant.project.currency;
  return rows.map(({ offer, service, image }) => ({
    id: offer.id,
    course_id: offer.courseId,
    course_offer_relation_type_id: offer.relationTypeId,
    type: offer.type as OfferTypeCode,
    title: offer.title,
    description: offer.description,
    course_service: service.id,
    service: presentService(service, currency),
    // One stored image; the three sizes of spec 02 §3 name the same file.
    images_files: image ? { large: image, medium: image, small: image } : null,
    sort: offer.sort,
  }));
}
