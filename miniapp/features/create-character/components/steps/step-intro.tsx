import type { ReactNode } from 'react';

export function StepIntro({ title, text, children }: { title: ReactNode; text?: ReactNode; children?: ReactNode }) {
  return (
    <div className="cc-intro">
      <h2 className="cc-intro__title">{title}</h2>
      {text && <p className="cc-intro__text">{text}</p>}
      {children}
    </div>
  );
}
