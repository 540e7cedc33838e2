import { ToolPageLayout } from '../../components/toolPage';
import { HouseCleaningCalculator } from '../../features/calculators/house-cleaning/HouseCleaningCalculator';

/** /free-tools/house-cleaning-calculator */
export default function HouseCleaningCalculatorPage() {
  return (
    <ToolPageLayout>
      <HouseCleaningCalculator />
    </ToolPageLayout>
  );
}
