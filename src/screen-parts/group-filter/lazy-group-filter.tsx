/**
 * The Group filter, loaded when a super-admin's screen first shows it: an admin's screen, which never
 * shows it, does not load it or the admin list's call, and the element's first load stays within its
 * budget (docs/benchmarks.md). Until it arrives a disabled Group select holds its place.
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import { filtersCatalog } from '../../locales/filters';
import { SelectField } from '../../ui/select-field';
import { useT } from '../../ui/use-t';

const GroupFilter = lazy(() => import('./group-filter').then((module) => ({ default: module.GroupFilter })));

const ignore = () => {};

export function LazyGroupFilter(props: ComponentProps<typeof GroupFilter>) {
  const t = useT(filtersCatalog);
  return (
    <Suspense
      fallback={
        <SelectField
          label={t('filters.group')}
          options={[]}
          placeholder={t('filters.loadingGroups')}
          value={props.adminId}
          disabled
          onChange={ignore}
        />
      }
    >
      <GroupFilter {...props} />
    </Suspense>
  );
}
