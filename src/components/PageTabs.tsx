import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A page's tab as the address names it (`?tab=`), and the choice of another (replacing the address): the
 * first tab has no parameter, and is also what an unknown name, or any name while `enabled` is false, gives.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]], enabled = true): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('tab');
  const tab = (enabled && tabs.find((name) => name === named)) || tabs[0];
  const choose = (next: T) => setParams(next === tabs[0] ? {} : { tab: next }, { replace: true });
  return [tab, choose];
}

const tabId = (id: string, tab: string) => `${id}-tab-${tab}`;
const panelId = (id: string, tab: string) => `${id}-panel-${tab}`;

type TabsProps<T extends string> = {
  /** Names the tabs' and panels' element ids. */
  id: string;
  tabs: readonly T[];
  value: T;
  onChange: (next: T) => void;
  /** The tab list's accessible name. */
  label: string;
  tabLabel: (tab: T) => string;
};

/** A page's tabs, each controlling the panel `TabPanel` draws with the same `id`. */
export function PageTabs<T extends string>({ id, tabs, value, onChange, label, tabLabel }: TabsProps<T>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      // On a phone a short tab takes the room of its words, not MUI's 90 px: four short tabs fit 375 px.
      sx={{ '& .MuiTab-root': { minWidth: { xs: 64, sm: 90 } } }}
    >
      {tabs.map((name) => (
        <Tab key={name} value={name} id={tabId(id, name)} aria-controls={panelId(id, name)} label={tabLabel(name)} />
      ))}
    </Tabs>
  );
}

/** The shown tab's panel; without tabs (`tabbed` false) a plain box. */
export function TabPanel({
  id,
  tab,
  tabbed = true,
  children,
}: {
  id: string;
  tab: string;
  tabbed?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      role={tabbed ? 'tabpanel' : undefined}
      id={panelId(id, tab)}
      aria-labelledby={tabbed ? tabId(id, tab) : undefined}
    >
      {children}
    </Box>
  );
}
