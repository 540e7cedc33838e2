import { editReducer, initialEditState, type EditAction, type EditState, type Size } from './editState';

export const HISTORY_LIMIT = 100;

export interface EditHistory {
  past: readonly EditState[];
  present: EditState;
  future: readonly EditState[];
  /** The key of the last step that may absorb the next one (a slider being dragged). */
  openStep: string | null;
}

export type HistoryAction =
  | EditAction
  | { type: 'load'; source: Size }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Closes an open step, so the next slider move starts a new undo step (on pointer up / blur). */
  | { type: 'closeStep' };

/** Consecutive changes of one slider or one annotation field are one undo step, not one per pixel dragged. */
function stepKey(action: EditAction): string | null {
  switch (action.type) {
    case 'adjust':
      return `adjust:${action.key}`;
    case 'updateAnnotation':
      return `annotation:${action.id}:${Object.keys(action.changes).sort().join(',')}`;
    case 'setCrop':
      return 'crop';
    default:
      return null;
  }
}

export function startHistory(source: Size): EditHistory {
  return { past: [], present: initialEditState(source), future: [], openStep: null };
}

/** Undo and redo over {@link editReducer}; loading a photo starts a fresh history. */
export function historyReducer(history: EditHistory, action: HistoryAction): EditHistory {
  switch (action.type) {
    case 'load':
      return startHistory(action.source);
    case 'undo': {
      const previous = history.past[history.past.length - 1];
      if (!previous) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
        openStep: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present], present: next, future: rest, openStep: null };
    }
    case 'closeStep':
      return history.openStep === null ? history : { ...history, openStep: null };
    default: {
      const present = editReducer(history.present, action);
      if (present === history.present || JSON.stringify(present) === JSON.stringify(history.present)) {
        return history;
      }
      const key = stepKey(action);
      if (key !== null && key === history.openStep) {
        return { ...history, present, future: [] };
      }
      return {
        past: [...history.past, history.present].slice(-HISTORY_LIMIT),
        present,
        future: [],
        openStep: key,
      };
    }
  }
}

export function canUndo(history: EditHistory): boolean {
  return history.past.length > 0;
}

export function canRedo(history: EditHistory): boolean {
  return history.future.length > 0;
}
