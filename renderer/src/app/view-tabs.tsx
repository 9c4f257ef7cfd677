import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '@tillbridge/web-kit';

/** A page's views by id, each with its tab's label, in the tabs' order (the first is the page's default). */
export type Views<V extends string> = Readonly<Record<V, string>>;

/**
 * A page of views on tabs: its title (read by screen readers), the tabs under it, and below them the view the URL's
 * `view` names (the first when it names none). The first tab leaves the URL bare, dropping the other parameters.
 */
export function TabbedPage<V extends string>(props: {
  readonly title: string;
  readonly views: Views<V>;
  readonly className: string | undefined;
  readonly children: (view: V) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const tabs = (Object.keys(props.views) as V[]).map((id) => ({ id, label: props.views[id] }));
  const first = tabs[0]!.id;
  const selected = tabs.find((tab) => tab.id === params.get('view'))?.id ?? first;
  return (
    <div className={props.className}>
      <h1 className="visually-hidden">{props.title}</h1>
      <Tabs
        label={props.title}
        tabs={tabs}
        selected={selected}
        onSelect={(id) => setParams(id === first ? {} : { view: id })}
      />
      {props.children(selected)}
    </div>
  );
}
