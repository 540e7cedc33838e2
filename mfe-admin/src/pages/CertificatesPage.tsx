import { AdminArea } from '../features/access/RequireAdmin';
import { CertificatesScreen } from '../features/certificates/CertificatesScreen';

/** /admin/certificates: provider verification (licence, insurance, background). */
export default function CertificatesPage() {
  return <AdminArea>{() => <CertificatesScreen />}</AdminArea>;
}
