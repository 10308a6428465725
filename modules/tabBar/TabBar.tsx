// The phone's bottom navigation: 2–5 tabs, fixed to the bottom edge, safe-area aware.
import type { TabBarContent } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import { Icon } from '../shared/icons';
import './tabBar.css';

export default function TabBar({ content }: ModuleProps<TabBarContent>) {
  const s = useModuleServices();
  return (
    <nav className="m-tabbar">
      {content.tabs.map((tab, i) => (
        <s.Link key={i} link={tab.link} className="m-tabbar__tab">
          <Icon name={tab.icon} />
          <span>{s.text(tab.title)}</span>
        </s.Link>
      ))}
    </nav>
  );
}
