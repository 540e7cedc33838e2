import { AreaPage } from '@prohive/shared';

/** /saved: professionals and jobs the signed-in person saved for later. */
export default function SavedPage() {
  return <AreaPage title="Saved" intro="The professionals and jobs you saved for later, in one list." />;
}
