import { ToolPageLayout } from '../../components/toolPage';
import { ProfitForecast } from '../../features/calculators/profit-forecast/ProfitForecast';

/** /free-tools/profit-forecast */
export default function ProfitForecastPage() {
  return (
    <ToolPageLayout>
      <ProfitForecast />
    </ToolPageLayout>
  );
}
