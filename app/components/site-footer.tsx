import { Link } from 'react-router';
import { PRIVACY_PATH } from '../../common/privacy';
import { SITE } from '../../common/site';
import { ContactLines } from './contact-lines';
import { LogoMark } from './logo';

// The old footer's /cars link and trade-in placeholder now go to the real pages.
const QUICK_LINKS = [
  { to: '/inventory', label: 'Browse Inventory' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/sell', label: 'Trade-In & Sell Your Car' },
  { to: '/about', label: 'About Us' },
  { to: PRIVACY_PATH, label: 'Privacy' },
];

const SERVICES = [
  { to: '/inventory', label: 'Quality Used Vehicles' },
  { to: '/sell', label: 'Free Vehicle Appraisals' },
  { to: '/contact', label: 'Test Drives' },
  { to: '/contact', label: 'Financing Information' },
  { to: '/contact', label: 'Service Department' },
];

const linkClass =
  'rounded-sm text-slate-300 transition-colors outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-accent-400';

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function copyrightYears(): string {
  const year = new Date().getFullYear();
  return year > SITE.copyrightSince ? `${SITE.copyrightSince}–${year}` : String(year);
}

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <p className="flex items-center gap-2.5">
            <LogoMark className="size-9" />
            <span className="text-lg font-extrabold tracking-tight text-white">{SITE.name}</span>
          </p>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            {SITE.tagline}. Every vehicle inspected, honestly priced and backed by a team that has
            served Richmond since {SITE.foundedYear}.
          </p>
          <h2 className={`mt-6 ${headingClass}`}>Hours</h2>
          <dl className="mt-3 max-w-xs space-y-1.5 text-sm">
            {SITE.hours.map((slot) => (
              <div key={slot.label} className="flex justify-between gap-4">
                <dt>{slot.label}</dt>
                <dd className="font-medium text-white">{slot.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <FooterLinks id="footer-quick-links" title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks id="footer-services" title="Services" links={SERVICES} />
        <div>
          <h2 className={headingClass}>Contact</h2>
          <ContactLines
            className="mt-4 space-y-3 text-sm"
            iconClassName="text-accent-400"
            linkClassName={linkClass}
            timeNote="Test drives by appointment or walk in during opening hours."
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row">
          {/* On a phone each line wraps as a whole: the registration number never splits. */}
          <p className="text-center sm:text-left">
            © {copyrightYears()} {SITE.name}. All rights reserved.{' '}
            <span data-testid="dealer-registration" className="whitespace-nowrap">
              VSA dealer registration #{SITE.dealerRegistration}
            </span>
          </p>
          <p className="text-center sm:text-right">
            <span className="block sm:inline">
              All-in prices in Canadian dollars, plus GST and PST
            </span>
            <span className="hidden sm:inline"> · </span>
            <span className="block sm:inline">Mileage in kilometres</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
