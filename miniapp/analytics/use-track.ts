import { useEffect, useRef } from 'react';
import { track, type EventFields } from './track.js';

/** Record `name` once when the component shows (a page, a popup), with the fields it had then. */
export function useTrackShow(name: string, fields: EventFields = {}): void {
  const first = useRef(fields);
  useEffect(() => {
    track(name, first.current);
  }, [name]);
}
