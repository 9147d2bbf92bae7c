import { useEffect, useState } from 'react';
import type { TagOption } from '../../../../shared/schemas/character.js';
import { fetchTagOptions } from '../../../api/custom-character.js';

let cached: Promise<TagOption[]> | null = null;

/** `/v1/character-tag/options/list`, fetched once per app session. */
export function useTagOptions(): TagOption[] {
  const [tags, setTags] = useState<TagOption[]>([]);
  useEffect(() => {
    let live = true;
    if (!cached) {
      cached = fetchTagOptions({ silent: true }).then((r) => r.list);
      cached.catch(() => {
        cached = null;
      });
    }
    cached.then((list) => live && setTags(list)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return tags;
}
