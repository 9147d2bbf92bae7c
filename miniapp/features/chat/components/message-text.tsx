import { memo } from 'react';
import { splitActions } from '../format.js';

/**
 * Her words as they are, *actions in asterisks* in dimmed italics. The bubble around it takes the
 * direction of most of the text's letters (`textDir`), and so does the side its time sits on.
 */
export const MessageText = memo(function MessageText({ content }: { content: string }) {
  return (
    <span className="msg__text">
      {splitActions(content).map((part, i) =>
        part.action ? (
          <em key={i} className="msg__action">
            {part.text}
          </em>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
});
