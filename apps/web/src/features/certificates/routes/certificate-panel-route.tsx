import { routeId } from '@cp/contract';
import { Outlet, useParams } from 'react-router';
import { useStreamCertificate } from '../api/get-stream-certificate';
import { CertificatePanel } from '../components/certificate-panel';

/**
 * The certificate panel inside the calendar (issue 32): a pathless route around the calendar's
 * index child (the freeze panel), so the course screen shows it without importing this feature,
 * in a lazy chunk of its own.
 */
export function Component() {
  const streamId = routeId(useParams().streamId) ?? 0;
  const { data } = useStreamCertificate(streamId);
  return (
    <>
      {data && <CertificatePanel streamId={streamId} state={data} />}
      <Outlet />
    </>
  );
}
