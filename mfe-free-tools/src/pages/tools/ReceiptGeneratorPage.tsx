import { ToolPageLayout } from '../../components/toolPage';
import { DocumentTool } from '../../features/documents/DocumentTool';

/** /free-tools/receipt-generator: fill in, preview, download as PDF and (signed in) save. The tool has its own Print (the document alone). */
export default function ReceiptGeneratorPage() {
  return (
    <ToolPageLayout printable={false}>
      <DocumentTool kind="receipt" />
    </ToolPageLayout>
  );
}
