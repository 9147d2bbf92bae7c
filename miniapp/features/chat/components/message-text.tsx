import { memo } from 'react';
import { splitActions } from '../format.js';

/**
 * Her words as they are, *actions in asterisks* in dimmed italics. The bubble around it carries
 * `dir="auto"`, so its direction (and the side its time sits on) follows the text.
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
