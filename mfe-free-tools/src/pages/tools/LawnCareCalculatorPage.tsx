import { ToolPageLayout } from '../../components/toolPage';
import { LawnCareCalculator } from '../../features/calculators/lawn-care/LawnCareCalculator';

/** /free-tools/lawn-care-calculator */
export default function LawnCareCalculatorPage() {
  return (
    <ToolPageLayout>
      <LawnCareCalculator />
    </ToolPageLayout>
  );
}
