import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/apiErrors';
import { usePreviewArticleMutation } from '../../lib/api/articlesEndpoints';

/** Long enough that typing does not send a request per keystroke, short enough to feel live. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The editor's content as the api would save it: after each pause in typing, the unsaved text goes to
 * POST /api/admin/articles/preview, which runs the save's sanitiser and stores nothing. Until the text changes
 * the preview is `saved` (already sanitised by the last save). An answer that arrives after a newer request was
 * sent is dropped, so a slow reply never shows older text.
 */
export function useLivePreview(content: string, saved: string | null) {
  const [html, setHtml] = useState<string | null>(saved);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sanitise] = usePreviewArticleMutation();
  const latest = useRef(0);
  const first = useRef(true);

  useEffect(() => {
    // The first render shows what was saved; only edits ask the api.
    if (first.current) {
      first.current = false;
      if (saved !== null && content === saved) return undefined;
    }
    const request = ++latest.current;
    if (content.trim() === '') {
      // Nothing written (a new article): nothing to ask the api about.
      setHtml(null);
      setPending(false);
      return undefined;
    }
    setPending(true);
    const timer = setTimeout(() => {
      void sanitise(content).then((result) => {
        if (request !== latest.current) return;
        setPending(false);
        if ('error' in result) {
          setError(errorMessage(result.error, 'The preview could not be updated.'));
        } else {
          setError(null);
          setHtml(result.data);
        }
      });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // `saved` only seeds the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content, sanitise]);

  return { html, error, pending };
}
