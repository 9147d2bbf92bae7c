import { queryOptions, useQueries } from '@tanstack/react-query';
import { ListSort, styles, type Style } from '../../../../shared/enums.js';
import { request } from '../../../api/client.js';

/** The catalogue's first portrait of a style ('' when it has none). */
export const fetchStylePreview = async (style: Style, signal?: AbortSignal) => {
  const r = await request('/character/list', { sort: ListSort.rec, style, page: 1, pageSize: 1 }, { silent: true, signal });
  return r.list[0]?.cover || r.list[0]?.avatar || '';
};

export const stylePreviewQuery = (style: Style) =>
  queryOptions({ queryKey: ['style-preview', style], queryFn: ({ signal }) => fetchStylePreview(style, signal), staleTime: Infinity });

/** One catalogue portrait per style, fetched once per app session. */
export function useStylePreviews(): Partial<Record<Style, string>> {
  return useQueries({
    queries: styles.map((s) => stylePreviewQuery(s)),
    combine: (results) => Object.fromEntries(styles.flatMap((s, i) => (results[i]?.data !== undefined ? [[s, results[i].data]] : []))),
  });
}
