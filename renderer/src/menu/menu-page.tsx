import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings, useSlipWidth } from '../settings/settings-context';
import { Button, Card, EmptyState, Spinner } from '@tillbridge/web-kit';
import { fetchShiftFacts, defaultFields } from './dialog-defaults';
import type { DialogFields } from './dialog-values';
import { MenuBreadcrumbs } from './menu-breadcrumbs';
import { runMenuItem } from './menu-client';
import { MenuDialog } from './menu-dialog';
import { MenuList } from './menu-list';
import { MenuResultView, type MenuOutcome } from './menu-result';
import { grantedRights, groupsAlong, isGroup, itemsAt, validPath, type MenuPath } from './menu-tree';
import type { DialogResult, MenuNode } from './menu-types';
import { ServerPicker } from './server-picker';
import { useMenu } from './use-menu';
import styles from './menu-page.module.css';
import { menuErrorMessage } from './menu-error-message';

const serverKey = 'tillbridge.menuServer';

/** The server-defined menu: walk the groups, fill an item's dialog, run it, read its message and receipts. */
export function MenuPage() {
  const { t } = useTranslation('menu');
  const [server, setServer] = useState<string | undefined>(() => localStorage.getItem(serverKey) ?? undefined);
  const { load, reload } = useMenu(server);
  const [path, setPath] = useState<MenuPath>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const [dialog, setDialog] = useState<{ node: MenuNode; initial: DialogFields } | undefined>();
  const [outcome, setOutcome] = useState<MenuOutcome | undefined>();
  const settings = useSettings().view;
  const width = useSlipWidth();
  const granted = grantedRights(settings?.running.menuRights);
  const items = load.kind === 'loaded' ? load.items : [];
  const currentPath = validPath(items, path);
  const groups = groupsAlong(items, currentPath);
  const level = itemsAt(items, currentPath);

  const chooseServer = (next: string | undefined): void => {
    if (next) localStorage.setItem(serverKey, next);
    else localStorage.removeItem(serverKey);
    setServer(next);
    setPath([]);
    setOutcome(undefined);
    if (next === server) reload();
  };
  const goTo = (depth: number): void => {
    setFocusIndex(currentPath[depth] ?? 0);
    setPath(currentPath.slice(0, depth));
  };
  const run = async (node: MenuNode, result: DialogResult | undefined): Promise<void> => {
    setDialog(undefined);
    setOutcome({ kind: 'running', node });
    try {
      setOutcome({ kind: 'done', node, result: await runMenuItem(node, result, server) });
    } catch (error) {
      setOutcome({ kind: 'failed', node, message: menuErrorMessage(error) });
    }
  };
  const open = async (index: number): Promise<void> => {
    const node = level[index]!;
    if (isGroup(node)) {
      setFocusIndex(0);
      setPath([...currentPath, index]);
      return;
    }
    if (!node.dialog) return void run(node, undefined);
    const facts = server ? {} : await fetchShiftFacts();
    setDialog({ node, initial: defaultFields(node.dialog.type, node, facts, new Date()) });
  };

  return (
    <div className={styles.page}>
      <Card
        title={t('title')}
        actions={
          <Button variant="ghost" onClick={reload}>
            {t('reload')}
          </Button>
        }
      >
        <ServerPicker server={server} onChange={chooseServer} />
        <MenuBreadcrumbs groups={groups} onGo={goTo} />
        {load.kind === 'loading' && <Spinner label={t('loading')} />}
        {load.kind === 'failed' && (
          <EmptyState title={t('loadFailed')} action={<Button onClick={reload}>{t('retry')}</Button>}>
            <p className={styles.error}>{load.message}</p>
          </EmptyState>
        )}
        {load.kind === 'loaded' && level.length === 0 && <EmptyState title={t('empty')} />}
        {load.kind === 'loaded' && level.length > 0 && (
          <>
            {groups.length > 0 && (
              <div>
                <Button onClick={() => goTo(groups.length - 1)}>← {t('back')}</Button>
              </div>
            )}
            <MenuList
              items={level}
              granted={granted}
              focusIndex={focusIndex}
              onOpen={(index) => void open(index)}
              onBack={groups.length > 0 ? () => goTo(groups.length - 1) : undefined}
            />
          </>
        )}
      </Card>
      <MenuResultView outcome={outcome} width={width} printerName={settings?.running.printer} />
      {dialog && (
        <MenuDialog
          node={dialog.node}
          initial={dialog.initial}
          onClose={() => setDialog(undefined)}
          onRun={(result) => void run(dialog.node, result)}
        />
      )}
    </div>
  );
}
