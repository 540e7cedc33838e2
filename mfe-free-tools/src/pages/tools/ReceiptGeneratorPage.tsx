import { AreaPage } from '@prohive/ui';
import { findTool } from '../../features/catalogue/tools';
import { DocumentTool } from '../../features/documents/DocumentTool';

const tool = findTool('receipt-generator');

/** /free-tools/receipt-generator: fill in, preview, download as PDF and (signed in) save. */
export default function ReceiptGeneratorPage() {
  return (
    <AreaPage title={tool?.title ?? 'ReceiptGenerator'} intro={tool?.description ?? ''}>
      <DocumentTool kind="receipt" />
    </AreaPage>
  );
}
