import { ToolPageLayout } from '../../components/toolPage';
import { PricingCalculator } from '../../features/calculators/pricing/PricingCalculator';

/** /free-tools/pricing-calculator */
export default function PricingCalculatorPage() {
  return (
    <ToolPageLayout>
      <PricingCalculator />
    </ToolPageLayout>
  );
}
