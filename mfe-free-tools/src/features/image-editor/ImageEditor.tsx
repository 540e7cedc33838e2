import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@prohive/ui';
import { Alert, ButtonRow } from '../../components/ToolFields';
import { AdjustControls } from './AdjustControls';
import { AnnotationControls } from './AnnotationControls';
import { BeforeAfterComposer } from './BeforeAfterComposer';
import { CropControls } from './CropControls';
import { canRedo, canUndo, historyReducer, startHistory } from './editHistory';
import { EditorPreview } from './EditorPreview';
import { ExportControls } from './ExportControls';
import { OpenPhoto } from './OpenPhoto';
import { openPhoto, PhotoProblem, type EditorPhoto } from './photo';
import { ResizeControls } from './ResizeControls';
import { TransformControls } from './TransformControls';
import { useUndoShortcuts } from './useUndoShortcuts';

/**
 * The image editor: open or combine photos, edit a small preview copy, export from the full-size photo. Every
 * edit is a step of a pure history (editHistory.ts); the canvas only ever draws it.
 */
export function ImageEditor() {
  const [photo, setPhoto] = useState<EditorPhoto | null>(null);
  const [history, dispatch] = useReducer(historyReducer, { width: 1, height: 1 }, startHistory);
  const [cropMode, setCropMode] = useState(false);
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const photoRef = useRef<EditorPhoto | null>(null);

  const showPhoto = useCallback((next: EditorPhoto) => {
    photoRef.current?.preview.release();
    photoRef.current = next;
    setPhoto(next);
    setCropMode(false);
    dispatch({ type: 'load', source: next.size });
  }, []);

  // Free the preview's pixels when leaving the page.
  useEffect(() => () => photoRef.current?.preview.release(), []);

  async function onFile(file: File) {
    setProblem(null);
    setOpening(true);
    try {
      showPhoto(await openPhoto(file));
    } catch (error) {
      setProblem(
        error instanceof PhotoProblem
          ? error.message
          : `“${file.name}” could not be opened. It may be damaged, or in a format this browser cannot open.`,
      );
    } finally {
      setOpening(false);
    }
  }

  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  useUndoShortcuts(photo !== null, undo, redo);
  const state = history.present;

  return (
    <Layout>
      <OpenPhoto
        onFile={(file) => void onFile(file)}
        busy={opening}
        label={photo ? 'Open another photo' : 'Choose a photo'}
      />
      <div aria-live="polite">{opening && <p>Opening the photo…</p>}</div>
      {problem && <Alert role="alert">{problem}</Alert>}

      {photo && (
        <Workspace aria-label="Editor">
          <Toolbar>
            <span>
              {photo.name} · {photo.size.width} × {photo.size.height}
            </span>
            <ButtonRow>
              <Button
                variant="outline"
                size="sm"
                onClick={undo}
                disabled={!canUndo(history)}
                aria-keyshortcuts="Control+Z Meta+Z"
              >
                Undo
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={redo}
                disabled={!canRedo(history)}
                aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
              >
                Redo
              </Button>
              <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'resetEdits' })}>
                Start over
              </Button>
            </ButtonRow>
          </Toolbar>
          <Columns>
            <PreviewColumn>
              <EditorPreview photo={photo} state={state} cropMode={cropMode} dispatch={dispatch} />
            </PreviewColumn>
            <Controls>
              <CropControls state={state} cropMode={cropMode} onCropMode={setCropMode} dispatch={dispatch} />
              <TransformControls dispatch={dispatch} />
              <ResizeControls state={state} dispatch={dispatch} />
              <AdjustControls state={state} dispatch={dispatch} />
              <AnnotationControls state={state} dispatch={dispatch} />
              <ExportControls photo={photo} state={state} />
            </Controls>
          </Columns>
        </Workspace>
      )}

      <BeforeAfterComposer onComposed={showPhoto} />
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  /* One column that may shrink below its content's width: a wide canvas or map must not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Workspace = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  > span {
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const PreviewColumn = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.space(4)};
  min-width: 0;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    position: static;
  }
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;
