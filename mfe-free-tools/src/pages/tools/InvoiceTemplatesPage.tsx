import { ToolPageLayout } from '../../components/toolPage';
import { DocumentTool } from '../../features/documents/DocumentTool';

/** /free-tools/invoice-templates: fill in, preview, download as PDF and (signed in) save. The tool has its own Print (the document alone). */
export default function InvoiceTemplatesPage() {
  return (
    <ToolPageLayout printable={false}>
      <DocumentTool kind="invoice" />
    </ToolPageLayout>
  );
}
