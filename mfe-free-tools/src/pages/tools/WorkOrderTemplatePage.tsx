import { AreaPage } from '@prohive/ui';
import { findTool } from '../../features/catalogue/tools';
import { DocumentTool } from '../../features/documents/DocumentTool';

const tool = findTool('work-order-template');

/** /free-tools/work-order-template: fill in, preview, download as PDF and (signed in) save. */
export default function WorkOrderTemplatePage() {
  return (
    <AreaPage title={tool?.title ?? 'WorkOrderTemplate'} intro={tool?.description ?? ''}>
      <DocumentTool kind="work_order" />
    </AreaPage>
  );
}
