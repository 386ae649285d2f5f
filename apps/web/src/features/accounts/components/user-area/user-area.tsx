import { LogOut, type LucideIcon } from 'lucide-react';
import { type ComponentType, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { useLogout } from '../../hooks/use-logout';

export interface UserAreaTab {
  /** The value of `?tab=` in the address. */
  id: string;
  labelKey: string;
  icon: LucideIcon;
  Panel: ComponentType;
}

interface UserAreaProps {
  /** The tabs in sidebar order; the page composes them from the features that own each panel. */
  tabs: readonly UserAreaTab[];
  /** One of the tabs: the page picks it from the address. */
  active: UserAreaTab;
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
export function UserArea({ tabs, active, onSelectTab }: UserAreaProps) {
  const { t } = useTranslation('accounts');
  const tabButtons = useRef(new Map<string, HTMLButtonElement>());
  const vertical = useMediaQuery('(min-width: 900px)');
  const { logout, pending: loggingOut } = useLogout();
  const sidebar = useRef<HTMLDivElement>(null);

  // On a phone the tabs are a scrolling bar: bring the selected one into sight (also when opened by address).
  useEffect(() => {
    const bar = sidebar.current;
    const tab = tabButtons.current.get(active.id);
    if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
    const barBox = bar.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const margin = 16;
    if (tabBox.left < barBox.left) bar.scrollLeft -= barBox.left - tabBox.left + margin;
    else if (tabBox.right > barBox.right) bar.scrollLeft += tabBox.right - barBox.right + margin;
  }, [active.id]);

  const moveTo = (index: number) => {
    const count = tabs.length;
    const tab = tabs[(index + count) % count];
    if (!tab) return;
    onSelectTab(tab.id);
    tabButtons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = targetIndex(event.key, tabs.indexOf(active), tabs.length);
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
          {tabs.map((tab) => {
            const selected = tab.id === active.id;
            const Icon = tab.icon;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  if (element) tabButtons.current.set(tab.id, element);
                  else tabButtons.current.delete(tab.id);
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
