import { NavLink, Link } from 'react-router';
import { SITE } from '../../common/site';

const NAV = [
  { to: '/inventory', label: 'Shop' },
  { to: '/sell', label: 'Sell' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="text-lg">{SITE.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `text-sm font-medium ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-3">
          <a
            href={`tel:${SITE.phone.e164}`}
            className="hidden text-sm font-semibold text-slate-800 sm:block"
          >
            {SITE.phone.display}
          </a>
          <Link
            to="/contact"
            className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Schedule Test Drive
          </Link>
        </div>
      </div>
    </header>
  );
}
