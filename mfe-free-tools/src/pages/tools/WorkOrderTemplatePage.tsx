import { ToolPageLayout } from '../../components/toolPage';
import { DocumentTool } from '../../features/documents/DocumentTool';

/** /free-tools/work-order-template: fill in, preview, download as PDF and (signed in) save. The tool has its own Print (the document alone). */
export default function WorkOrderTemplatePage() {
  return (
    <ToolPageLayout printable={false}>
      <DocumentTool kind="work_order" />
    </ToolPageLayout>
  );
}
