// The phone's bottom navigation: 2–5 tabs, fixed to the bottom edge, safe-area aware. Where the host offers the
// scanner (issue 26), a scan control sits among the tabs, in the middle where a thumb rests: a buyer walking a stand
// scans one product after another from here.
import type { TabBarContent } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import { Icon } from '../shared/icons';
import './tabBar.css';

export default function TabBar({ content }: ModuleProps<TabBarContent>) {
  const s = useModuleServices();
  const tabs = content.tabs.map((tab, i) => (
    <s.Link key={i} link={tab.link} className="m-tabbar__tab">
      <Icon name={tab.icon} />
      <span>{s.text(tab.title)}</span>
    </s.Link>
  ));
  if (s.scan) {
    const middle = Math.ceil(tabs.length / 2);
    tabs.splice(
      middle,
      0,
      <button key="scan" type="button" className="m-tabbar__scan" aria-label={s.scan.label} onClick={s.scan.open}>
        <span className="m-tabbar__scan-icon">
          <Icon name="scan" size={22} />
        </span>
        <span aria-hidden="true">{s.scan.short ?? s.scan.label}</span>
      </button>,
    );
  }
  return <nav className="m-tabbar">{tabs}</nav>;
}
