import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { HistoryAction } from './editHistory';
import { cropRect, orientedSize, type EditState, type Rect } from './editState';
import { fitWithin, previewCanvasSize } from './geometry';
import { PREVIEW_MAX_SIDE } from './imageFile';
import type { EditorPhoto } from './photo';
import { drawEdit } from './render';

export interface EditorPreviewProps {
  photo: EditorPhoto;
  state: EditState;
  /** Shows the whole photo with the crop box on it, to draw or move the crop. */
  cropMode: boolean;
  dispatch(action: HistoryAction): void;
}

const MIN_DRAG_PX = 6;

/** How far one arrow-key press moves the crop box: 1 % of the photo, 10 % with Shift. */
function nudgeStep(size: number, large: boolean): number {
  return Math.max(1, Math.round(size * (large ? 0.1 : 0.01)));
}

/**
 * The on-screen result, drawn from the preview copy (never the full-size photo) whenever the edit changes. In
 * crop mode a drag on the photo draws a new crop, and the focusable crop box moves with the arrow keys.
 */
export function EditorPreview({ photo, state, cropMode, dispatch }: EditorPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dragStart = useRef<{ x: number; y: number; clientX: number; clientY: number } | null>(null);
  const [drawError, setDrawError] = useState<string | null>(null);
  const oriented = orientedSize(state);
  const crop = cropRect(state);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const size = cropMode
      ? fitWithin(oriented, PREVIEW_MAX_SIDE)
      : previewCanvasSize(state, PREVIEW_MAX_SIDE);
    canvas.width = size.width;
    canvas.height = size.height;
    try {
      drawEdit(canvas, photo.preview.image, state, { uncropped: cropMode });
      setDrawError(null);
    } catch (error) {
      setDrawError(error instanceof Error ? error.message : 'The preview could not be drawn.');
    }
    // `oriented` is derived from `state`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photo, state, cropMode]);

  /** The pointer's place in full-size oriented pixels. */
  function photoPoint(event: PointerEvent<HTMLElement>): { x: number; y: number } {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / Math.max(1, box.width)) * oriented.width;
    const y = ((event.clientY - box.top) / Math.max(1, box.height)) * oriented.height;
    return {
      x: Math.min(oriented.width, Math.max(0, x)),
      y: Math.min(oriented.height, Math.max(0, y)),
    };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!cropMode || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragStart.current = { ...photoPoint(event), clientX: event.clientX, clientY: event.clientY };
    dispatch({ type: 'closeStep' });
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = dragStart.current;
    if (!start) return;
    // A click or a jittery tap is not a crop: only a drag of a few screen pixels draws one.
    if (
      Math.abs(event.clientX - start.clientX) < MIN_DRAG_PX &&
      Math.abs(event.clientY - start.clientY) < MIN_DRAG_PX
    ) {
      return;
    }
    const point = photoPoint(event);
    const rect: Rect = {
      x: Math.min(start.x, point.x),
      y: Math.min(start.y, point.y),
      width: Math.abs(point.x - start.x),
      height: Math.abs(point.y - start.y),
    };
    dispatch({ type: 'setCrop', rect });
  }

  function onPointerUp() {
    dragStart.current = null;
    dispatch({ type: 'closeStep' });
  }

  function onBoxKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    dispatch({
      type: 'setCrop',
      rect: {
        ...crop,
        x: crop.x + move[0] * nudgeStep(oriented.width, event.shiftKey),
        y: crop.y + move[1] * nudgeStep(oriented.height, event.shiftKey),
      },
    });
  }

  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

  return (
    <Stage>
      <Frame
        $cropMode={cropMode}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={
            cropMode
              ? `The whole photo, ${oriented.width} × ${oriented.height} pixels, with the crop marked`
              : `Preview of the edited photo`
          }
          data-testid="image-editor-preview"
        />
        {cropMode && (
          <CropBox
            tabIndex={0}
            role="group"
            aria-label={`Crop area ${crop.width} × ${crop.height} at ${crop.x}, ${crop.y}. Arrow keys move it; Shift moves it further.`}
            onKeyDown={onBoxKeyDown}
            style={{
              left: percent(crop.x, oriented.width),
              top: percent(crop.y, oriented.height),
              width: percent(crop.width, oriented.width),
              height: percent(crop.height, oriented.height),
            }}
          />
        )}
      </Frame>
      {drawError && <p role="alert">{drawError}</p>}
    </Stage>
  );
}

const Stage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Frame = styled.div<{ $cropMode: boolean }>`
  position: relative;
  justify-self: center;
  max-width: 100%;
  line-height: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* A checkerboard in theme colours shows transparent areas of a PNG. */
  background: repeating-conic-gradient(
      ${({ theme }) => theme.colors.surfaceMuted} 0% 25%,
      ${({ theme }) => theme.colors.surface} 0% 50%
    )
    0 0 / 20px 20px;
  cursor: ${({ $cropMode }) => ($cropMode ? 'crosshair' : 'default')};
  touch-action: ${({ $cropMode }) => ($cropMode ? 'none' : 'auto')};

  canvas {
    display: block;
    max-width: 100%;
    max-height: 70vh;
    width: auto;
    height: auto;
  }
`;

const CropBox = styled.div`
  position: absolute;
  box-sizing: border-box;
  border: 2px dashed ${({ theme }) => theme.colors.primaryText};
  outline: 2px solid ${({ theme }) => theme.colors.primary};
  /* Darkens everything outside the crop. */
  box-shadow: 0 0 0 9999px ${({ theme }) => theme.colors.overlay};
  pointer-events: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
