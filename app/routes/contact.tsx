import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Navigation from 'lucide-react/icons/navigation';
import Phone from 'lucide-react/icons/phone';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Button } from '~/components/ui/button';
import { PageHero } from '~/components/page-hero';
import { HydrateWhenVisible } from '~/components/hydrate-when-visible';
import { Skeleton } from '~/components/ui/skeleton';
import { lazyComponent } from '~/lib/lazy-component';
import { mapsDirectionsUrl, mapsSearchUrl } from '~/lib/maps';
import { pageMeta } from '~/lib/seo';
import { SITE, formatAddress } from '../../common/site';
import type { Route } from './+types/contact';

// The message form's code (react-hook-form, the fields) is fetched after the page has hydrated,
// when the form is on or near the screen: the server's HTML of it is there before then, and what a
// visitor types into it meanwhile is kept (docs/product.md#page-weight).
const ContactForm = lazyComponent(
  () => import('~/features/requests/contact-form').then((module) => module.ContactForm),
  { prefetch: false },
);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Contact Us',
    description: `Call, email or visit ${SITE.name} at ${formatAddress()}. Opening hours, directions and a message form; we reply within 24 hours.`,
    path: '/contact',
  });
}

function DetailRow({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Phone;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <div className="mt-0.5 text-slate-600">{children}</div>
      </div>
    </div>
  );
}

export default function Contact() {
  const address = formatAddress();
  return (
    <>
      <PageHero eyebrow="Contact" title="Get in Touch">
        <p>
          Questions about a vehicle, financing or a trade-in? Call us, drop by the lot or send a
          message: we reply to every email within 24 hours.
        </p>
      </PageHero>

      {/* Phones read the details, then the form, then hours and map; wide screens put the form
          in the right column. */}
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:py-16">
        <Card className="lg:col-start-1">
          <CardHeader>
            <CardTitle as="h2" className="text-xl">
              Contact Information
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <DetailRow icon={Phone} label="Phone">
              <a
                href={`tel:${SITE.phone.e164}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {SITE.phone.display}
              </a>
            </DetailRow>
            <DetailRow icon={Mail} label="Email">
              <a
                href={`mailto:${SITE.email}`}
                className="font-medium break-all text-brand-700 hover:underline"
              >
                {SITE.email}
              </a>
              <p className="text-sm">We reply within 24 hours.</p>
            </DetailRow>
            <DetailRow icon={MapPin} label="Address">
              <address className="not-italic">
                {SITE.address.street}
                <br />
                {SITE.address.city}, {SITE.address.region} {SITE.address.postalCode}
              </address>
            </DetailRow>
          </CardContent>
        </Card>

        <Card className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <CardHeader>
            <CardTitle as="h2" className="text-2xl">
              Send Us a Message
            </CardTitle>
            <CardDescription className="text-base">
              Fields marked with an asterisk (*) are required.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <HydrateWhenVisible fallback={<Skeleton className="h-[34rem]" />}>
              <ContactForm />
            </HydrateWhenVisible>
          </CardContent>
        </Card>

        <Card className="lg:col-start-1">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2 text-xl">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              Business Hours
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-slate-100">
              {SITE.hours.map((slot) => (
                <div key={slot.label} className="flex justify-between gap-4 py-2.5">
                  <dt className="text-slate-600">{slot.label}</dt>
                  <dd className="font-semibold text-slate-900">{slot.text}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>

        <Card className="overflow-hidden lg:col-start-1">
          <div
            aria-hidden="true"
            className="flex h-36 items-center justify-center bg-[radial-gradient(circle_at_30%_40%,var(--color-brand-100),transparent_60%),linear-gradient(135deg,var(--color-brand-50),#e2e8f0)]"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-md">
              <MapPin className="size-7" />
            </span>
          </div>
          <CardHeader>
            <CardTitle as="h2" className="text-xl">
              Find Us
            </CardTitle>
            <CardDescription className="text-base">{address}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Button asChild>
              <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
                <MapPin aria-hidden="true" />
                Open in Google Maps
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={mapsDirectionsUrl(address)} target="_blank" rel="noopener noreferrer">
                <Navigation aria-hidden="true" />
                Get Directions
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
