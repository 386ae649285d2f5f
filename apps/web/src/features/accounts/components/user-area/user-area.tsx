import { LogOut } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../hooks/use-logout';
import { useMediaQuery } from '../../hooks/use-media-query';
import { findUserAreaTab, userAreaTabs } from './user-area-tabs';

interface UserAreaProps {
  activeTabId: string;
  onSelectTab: (id: string) => void;
}

const tabId = (id: string) => `user-area-tab-${id}`;
const panelId = (id: string) => `user-area-panel-${id}`;

/** Where a key moves the focus in the tab list; undefined for keys the list leaves alone. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return index + 1;
    case 'ArrowLeft':
    case 'ArrowUp':
      return index - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The sidebar of tabs (a scrolling bar on phones) and the active tab's panel. Tabs follow the ARIA
 * tabs pattern: arrow keys, Home and End move between them and select as they go.
 */
export function UserArea({ activeTabId, onSelectTab }: UserAreaProps) {
  const { t } = useTranslation('accounts');
  const active = findUserAreaTab(activeTabId);
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const vertical = useMediaQuery('(min-width: 900px)');
  const { logout, pending: loggingOut } = useLogout();
  const sidebar = useRef<HTMLDivElement>(null);

  // On a phone the tabs are a scrolling bar: bring the selected one into sight (also when opened by address).
  useEffect(() => {
    const bar = sidebar.current;
    const tab = tabs.current.get(active.id);
    if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
    const barBox = bar.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const margin = 16;
    if (tabBox.left < barBox.left) bar.scrollLeft -= barBox.left - tabBox.left + margin;
    else if (tabBox.right > barBox.right) bar.scrollLeft += tabBox.right - barBox.right + margin;
  }, [active.id]);

  const moveTo = (index: number) => {
    const count = userAreaTabs.length;
    const tab = userAreaTabs[(index + count) % count];
    if (!tab) return;
    onSelectTab(tab.id);
    tabs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = targetIndex(event.key, userAreaTabs.indexOf(active), userAreaTabs.length);
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  const { Panel } = active;
  return (
    <div className="user-area__layout">
      <div className="user-area__sidebar" ref={sidebar}>
        <div
          role="tablist"
          aria-label={t('userArea.tabsLabel')}
          aria-orientation={vertical ? 'vertical' : 'horizontal'}
          className="user-area__tabs"
          onKeyDown={onKeyDown}
        >
          {userAreaTabs.map((tab) => {
            const selected = tab.id === active.id;
            const Icon = tab.icon;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  if (element) tabs.current.set(tab.id, element);
                  else tabs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={selected}
                aria-controls={selected ? panelId(tab.id) : undefined}
                tabIndex={selected ? 0 : -1}
                className="user-area__tab"
                onClick={() => onSelectTab(tab.id)}
              >
                <Icon aria-hidden="true" size={20} />
                <span>{t(tab.labelKey)}</span>
              </button>
            );
          })}
        </div>
        <button
          type="button"
          className="user-area__tab user-area__logout"
          disabled={loggingOut}
          onClick={() => void logout()}
        >
          <LogOut aria-hidden="true" size={20} />
          <span>{loggingOut ? t('userArea.loggingOut') : t('userArea.logout')}</span>
        </button>
      </div>
      <div role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)} className="card user-area__panel">
        <Panel />
      </div>
    </div>
  );
}
