/**
 * The Group filter, loaded when a super-admin's screen first shows it: an admin's screen, which never
 * shows it, does not load it or the admin list's call, and the element's first load stays within its
 * budget (docs/benchmarks.md). Until it arrives a disabled Group select holds its place.
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import { SelectField } from '../../ui/select-field';

const GroupFilter = lazy(() => import('./group-filter').then((module) => ({ default: module.GroupFilter })));

const ignore = () => {};

export function LazyGroupFilter(props: ComponentProps<typeof GroupFilter>) {
  return (
    <Suspense
      fallback={
        <SelectField
          label="Group"
          options={[]}
          placeholder="Loading groups…"
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
