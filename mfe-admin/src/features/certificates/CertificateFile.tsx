import { useEffect } from 'react';
import styled from 'styled-components';
import { Loading } from '@prohive/ui';
import type { AdminCertificate } from '../../lib/api/certificatesEndpoints';
import { useCertificateFileUrlQuery } from '../../lib/api/certificatesEndpoints';
import { Muted } from '../../components/ui';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 480px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Image = styled.img`
  display: block;
  max-width: 100%;
  max-height: 480px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * The uploaded certificate, shown inline: an image in <img>, a PDF in an <iframe> (the
 * browser's PDF viewer does not run in a sandboxed frame, so only a blob typed application/pdf is framed), both from a blob URL of a
 * fetch that carried the Bearer token (the file route is admin-only). The URL is revoked when the viewer goes.
 */
export function CertificateFile({ certificate }: { certificate: AdminCertificate }) {
  const { data: url, isLoading, isError } = useCertificateFileUrlQuery(certificate.id);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (isLoading) return <Loading fullHeight={false} label="Loading the file…" />;
  if (isError || !url) return <Muted role="alert">The file could not be loaded.</Muted>;
  const label = `${certificate.kind} of ${certificate.provider.name}`;
  if (certificate.content_type?.startsWith('image/')) return <Image src={url} alt={label} />;
  if (certificate.content_type === 'application/pdf') return <Frame src={url} title={label} />;
  return (
    <a href={url} download>
      Download the {certificate.kind} file
    </a>
  );
}
