import { AreaPage } from '@prohive/ui';
import { findTool } from '../../features/catalogue/tools';
import { DocumentTool } from '../../features/documents/DocumentTool';

const tool = findTool('invoice-templates');

/** /free-tools/invoice-templates: fill in, preview, download as PDF and (signed in) save. */
export default function InvoiceTemplatesPage() {
  return (
    <AreaPage title={tool?.title ?? 'InvoiceTemplates'} intro={tool?.description ?? ''}>
      <DocumentTool kind="invoice" />
    </AreaPage>
  );
}
