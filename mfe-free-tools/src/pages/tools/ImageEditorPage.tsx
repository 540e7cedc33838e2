import { lazy, Suspense } from 'react';
import { AreaPage } from '@prohive/ui';

// Its own chunk inside this tool's chunk: the canvas code loads only once the page itself is showing.
const ImageEditor = lazy(() =>
  import('../../features/image-editor/ImageEditor').then((m) => ({ default: m.ImageEditor })),
);

/** /free-tools/image-editor */
export default function ImageEditorPage() {
  return (
    <AreaPage
      title="Image Editor"
      intro="Crop, straighten, brighten and label photos of your work, or put a before and an after side by side. Everything happens in your browser; your photos are never uploaded."
    >
      <Suspense fallback={<p>Loading the editor…</p>}>
        <ImageEditor />
      </Suspense>
    </AreaPage>
  );
}
