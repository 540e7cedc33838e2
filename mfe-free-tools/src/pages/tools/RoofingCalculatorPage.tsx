import { ToolPageLayout } from '../../components/toolPage';
import { RoofingCalculator } from '../../features/calculators/roofing/RoofingCalculator';

/** /free-tools/roofing-calculator */
export default function RoofingCalculatorPage() {
  return (
    <ToolPageLayout>
      <RoofingCalculator />
    </ToolPageLayout>
  );
}
