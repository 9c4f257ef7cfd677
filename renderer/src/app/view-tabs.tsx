import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '@tillbridge/web-kit';

/** The page's view named by the URL's `view` among `views`; the first when it names none of them. */
export function useView<V extends string>(views: readonly [V, ...V[]]): V {
  const [params] = useSearchParams();
  const view = params.get('view');
  return views.find((candidate) => candidate === view) ?? views[0];
}

type Tabbed<V extends string> = readonly [{ id: V; label: string }, ...{ id: V; label: string }[]];

/** A page of views on tabs: its title (read by screen readers), the tabs under it, the chosen view below them. */
export function TabbedPage<V extends string>(props: {
  readonly title: string;
  readonly tabs: Tabbed<V>;
  readonly className: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <div className={props.className}>
      <h1 className="visually-hidden">{props.title}</h1>
      <ViewTabs label={props.title} tabs={props.tabs} />
      {props.children}
    </div>
  );
}

/** A page's tabs kept in the URL's `view` (the first tab leaves the URL bare, dropping the other parameters). */
function ViewTabs<V extends string>({ label, tabs }: { readonly label: string; readonly tabs: Tabbed<V> }) {
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
