import { useRef, useState, type PointerEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { platform } from '../../platform/index.js';
import './touch-test.css';

interface Dot {
  id: number;
  x: number;
  y: number;
}

/** Touch test: shows every touch point and counts taps, to check a screen or a webview. */
export function TouchTestPage() {
  const area = useRef<HTMLDivElement>(null);
  const [dots, setDots] = useState<Dot[]>([]);
  const [taps, setTaps] = useState(0);
  const active = useRef(new Map<number, Dot>());

  const update = () => setDots([...active.current.values()]);
  const place = (e: PointerEvent<HTMLDivElement>) => {
    const rect = area.current!.getBoundingClientRect();
    active.current.set(e.pointerId, { id: e.pointerId, x: e.clientX - rect.left, y: e.clientY - rect.top });
    update();
  };
  return (
    <Page back title={<Trans>Touch test</Trans>} testId="touch-test">
      <div className="content">
        <p className="muted touch-test__info num">
          <Trans>
            Touch points: {dots.length} · Taps: {taps}
          </Trans>
        </p>
        <div
          ref={area}
          className="touch-test__area"
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            setTaps((n) => n + 1);
            platform().haptic('light');
            place(e);
          }}
          onPointerMove={(e) => active.current.has(e.pointerId) && place(e)}
          onPointerUp={(e) => {
            active.current.delete(e.pointerId);
            update();
          }}
          onPointerCancel={(e) => {
            active.current.delete(e.pointerId);
            update();
          }}
        >
          {dots.map((d) => (
            <span key={d.id} className="touch-test__dot" style={{ left: d.x, top: d.y }} />
          ))}
        </div>
        <Button variant="msgGray" size="small" onClick={() => setTaps(0)}>
          <Trans>Reset</Trans>
        </Button>
      </div>
    </Page>
  );
}
