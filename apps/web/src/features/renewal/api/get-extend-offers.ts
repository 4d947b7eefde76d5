import { type ExtendOfferType, PAYMENT_ROUTES, type ExtendOffer as WireExtendOffer } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { paymentKeys } from '../../../lib/payments/payments-keys';
import { type Service, toService } from '../../../lib/payments/service';

/** spec 02 §3 Extend offer: id, streamId, typeCode, with its service (the offer's id is the service's). */
export interface ExtendOffer {
  id: number;
  streamId: number;
  typeCode: ExtendOfferType;
  serviceId: number;
  service: Service;
}

export const toExtendOffer = (offer: WireExtendOffer): ExtendOffer => ({
  id: offer.id,
  streamId: offer.stream_id,
  typeCode: offer.type_code,
  serviceId: offer.course_service_id,
  service: toService(offer.course_service),
});

/** `GET /extend/{streamId}` (spec 02 §7): how a stream can be extended. spec 02 §5 "streamId must be set". */
export async function getExtendOffers(streamId: number, signal?: AbortSignal): Promise<ExtendOffer[]> {
  if (!streamId) throw new Error('streamId must be set');
  const { data } = await apiGet<WireExtendOffer[]>(
    PAYMENT_ROUTES.extendOffers.replace(':streamId', String(streamId)),
    { signal },
  );
  return data.map(toExtendOffer);
}

export const extendOffersQueryOptions = (streamId: number) =>
  queryOptions({
    queryKey: paymentKeys.extendOffers(streamId),
    queryFn: ({ signal }) => getExtendOffers(streamId, signal),
  });

export const useExtendOffers = (streamId: number) => useQuery(extendOffersQueryOptions(streamId));
