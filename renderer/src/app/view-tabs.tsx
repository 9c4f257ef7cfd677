import { useSearchParams } from 'react-router';
import { Tabs } from '@tillbridge/web-kit';

/** The page's view named by the URL's `view` among `views`; the first when it names none of them. */
export function useView<V extends string>(views: readonly [V, ...V[]]): V {
  const [params] = useSearchParams();
  const view = params.get('view');
  return views.find((candidate) => candidate === view) ?? views[0];
}

/** A page's tabs kept in the URL's `view` (the first tab leaves the URL bare, dropping the other parameters). */
export function ViewTabs<V extends string>({
  label,
  tabs,
}: {
  readonly label: string;
  readonly tabs: readonly [{ id: V; label: string }, ...{ id: V; label: string }[]];
}) {
  const [, setParams] = useSearchParams();
  const selected = useView(tabs.map((tab) => tab.id) as [V, ...V[]]);
  const first = tabs[0].id;
  return (
    <Tabs
      label={label}
      tabs={tabs}
      selected={selected}
      onSelect={(id) => setParams(id === first ? {} : { view: id })}
    />
  );
}
