import { Button } from '@prohive/ui';
import { ButtonRow, Fieldset } from '../../components/ToolFields';
import type { HistoryAction } from './editHistory';

export function TransformControls({ dispatch }: { dispatch(action: HistoryAction): void }) {
  return (
    <Fieldset>
      <legend>Rotate and flip</legend>
      <ButtonRow>
        <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'rotate', direction: 'ccw' })}>
          Rotate left
        </Button>
        <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'rotate', direction: 'cw' })}>
          Rotate right
        </Button>
        <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'flip', axis: 'horizontal' })}>
          Flip horizontal
        </Button>
        <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'flip', axis: 'vertical' })}>
          Flip vertical
        </Button>
      </ButtonRow>
    </Fieldset>
  );
}
