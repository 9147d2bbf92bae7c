import { Tabs } from '../../../ui/tabs.js';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { ListSort } from '../../../../shared/enums.js';
import { homeSortAtom, homeStyleAtom, selectSortAtom, selectStyleAtom, type StyleFilter } from '../atoms.js';
import { platform } from '../../../platform/index.js';
import { track } from '../../../analytics/track.js';
import '../feed-parts.css';

/** Tabs Recommended / Popular / Latest (sort 1/2/3) and style chips All / Realistic / Anime. */
export function FeedFilters() {
  const { t } = useLingui();
  const sort = useAtomValue(homeSortAtom);
  const style = useAtomValue(homeStyleAtom);
  const selectSort = useSetAtom(selectSortAtom);
  const selectStyle = useSetAtom(selectStyleAtom);
  const tabs: { value: ListSort; label: string }[] = [
    { value: ListSort.rec, label: t`Recommended` },
    { value: ListSort.hot, label: t`Popular` },
    { value: ListSort.new, label: t`Latest` },
  ];
  const chips: { value: StyleFilter; label: string }[] = [
    { value: 'all', label: t`All` },
    { value: 'realistic', label: t`Realistic` },
    { value: 'anime', label: t`Anime` },
  ];
  return (
    <div className="feed-filters">
      <Tabs
        tabs={tabs}
        value={sort}
        onChange={(value) => {
          selectSort(value);
          track('page_home_select', { type: 'sort', option: value, style });
        }}
        label={t`Sort characters`}
      />
      <div className="style-chips" role="radiogroup" aria-label={t`Style`}>
        {chips.map((chip) => (
          <button
            key={chip.value}
            type="button"
            role="radio"
            aria-checked={style === chip.value}
            className={`chip${style === chip.value ? ' is-active' : ''}`}
            onClick={() => {
              platform().haptic('selection');
              selectStyle(chip.value);
              track('page_home_select', { type: 'style', option: sort, style: chip.value });
            }}
          >
            {chip.label}
          </button>
        ))}
      </div>
    </div>
  );
}
