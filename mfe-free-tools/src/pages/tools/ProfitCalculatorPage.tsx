import { ToolPageLayout } from '../../components/toolPage';
import { ProfitCalculator } from '../../features/calculators/profit/ProfitCalculator';

/** /free-tools/profit-calculator */
export default function ProfitCalculatorPage() {
  return (
    <ToolPageLayout>
      <ProfitCalculator />
    </ToolPageLayout>
  );
}
