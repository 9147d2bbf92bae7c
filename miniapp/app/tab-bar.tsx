import { Link, useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { ChatIcon, HeartIcon, HomeIcon, PlusIcon, UserIcon } from '../ui/icons.js';
import { brand } from '../api/client.js';
import './tab-bar.css';

const tabPaths = ['/', '/chat', '/my-roles', '/settings'];

/** Bottom tabs on phones (Home, Chat, Create, My Roles, Me); a side rail on wide screens. */
export function TabBar() {
  const { t } = useLingui();
  const [location] = useLocation();
  const onTab = tabPaths.includes(location) || location === '/my-roles/create';
  const tabs = [
    { href: '/', label: t`Home`, icon: HomeIcon, active: location === '/' },
    { href: '/chat', label: t`Chat`, icon: ChatIcon, active: location.startsWith('/chat') },
    { href: '/my-roles/create', label: t`Create`, icon: PlusIcon, active: location === '/my-roles/create', create: true },
    { href: '/my-roles', label: t`My Roles`, icon: HeartIcon, active: location === '/my-roles' },
    { href: '/settings', label: t`Me`, icon: UserIcon, active: location.startsWith('/settings') },
  ];
  return (
    <nav className={`tabbar${onTab ? ' tabbar--visible' : ''}`} aria-label={t`Main`}>
      <Link href="/" className="tabbar__brand" aria-label={brand.title}>
        <img src={brand.logo} alt="" width={32} height={32} />
        <span>{brand.title}</span>
      </Link>
      {tabs.map(({ href, label, icon: Icon, active, create }) => (
        <Link
          key={href}
          href={href}
          className={`tabbar__item${active ? ' is-active' : ''}${create ? ' tabbar__item--create' : ''}`}
          aria-current={active ? 'page' : undefined}
        >
          <span className="tabbar__icon">
            <Icon size={create ? 22 : 24} />
          </span>
          <span className="tabbar__label">{label}</span>
        </Link>
      ))}
    </nav>
  );
}
