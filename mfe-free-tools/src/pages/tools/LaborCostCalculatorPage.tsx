import { ToolPageLayout } from '../../components/toolPage';
import { LaborCostCalculator } from '../../features/calculators/labor-cost/LaborCostCalculator';

/** /free-tools/labor-cost-calculator */
export default function LaborCostCalculatorPage() {
  return (
    <ToolPageLayout>
      <LaborCostCalculator />
    </ToolPageLayout>
  );
}
