import { Link } from 'react-router';
import { SITE, formatAddress } from '../../common/site';

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{SITE.name}</p>
          <p className="mt-2 text-sm">{SITE.tagline}</p>
        </div>
        <div>
          <h2 className="font-semibold text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/inventory" className="hover:underline">
                Auto Sales
              </Link>
            </li>
            <li>
              <Link to="/blog" className="hover:underline">
                Blog
              </Link>
            </li>
            <li>
              <Link to="/contact" className="hover:underline">
                Contact
              </Link>
            </li>
            <li>
              <Link to="/sell" className="hover:underline">
                Trade-In
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>{formatAddress()}</p>
            <p>
              <a href={`tel:${SITE.phone.e164}`} className="hover:underline">
                {SITE.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${SITE.email}`} className="hover:underline">
                {SITE.email}
              </a>
            </p>
          </address>
        </div>
        <div>
          <h2 className="font-semibold text-white">Hours</h2>
          <dl className="mt-3 space-y-1 text-sm">
            {SITE.hours.map((slot) => (
              <div key={slot.label} className="flex justify-between gap-4">
                <dt>{slot.label}</dt>
                <dd>{slot.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {SITE.name}. All rights reserved.
      </p>
    </footer>
  );
}
