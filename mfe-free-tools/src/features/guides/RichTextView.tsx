import { Link } from '@prohive/shared';
import type { RichText } from './types';

/** A run of guide text: plain words, strong words and links the router follows. */
export function RichTextView({ text }: { text: RichText }) {
  return (
    <>
      {text.map((inline, index) => {
        if (typeof inline === 'string') return inline;
        // The runs of one paragraph never reorder, so their position is a stable key.
        if ('to' in inline) {
          return (
            <Link key={index} to={inline.to}>
              {inline.text}
            </Link>
          );
        }
        return <strong key={index}>{inline.text}</strong>;
      })}
    </>
  );
}
