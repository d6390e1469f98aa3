import BadgeCheck from 'lucide-react/icons/badge-check';
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import Clock from 'lucide-react/icons/clock';
import FileSearch from 'lucide-react/icons/file-search';
import Handshake from 'lucide-react/icons/handshake';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import Quote from 'lucide-react/icons/quote';
import Star from 'lucide-react/icons/star';
import Wrench from 'lucide-react/icons/wrench';
import { SITE, formatAddress } from '../../../common/site';

// Why-choose-us, testimonials and contact details of the home page (docs/product.md#home).

const REASONS = [
  {
    icon: BadgeCheck,
    title: 'Inspected & Certified',
    text: 'Every vehicle passes a multi-point inspection before it reaches our lot.',
  },
  {
    icon: BadgeDollarSign,
    title: 'Transparent Pricing',
    text: 'Fair, market-based prices with no hidden fees and no pressure.',
  },
  {
    icon: FileSearch,
    title: 'History Reports',
    text: 'A vehicle history report comes with every car, so you know what you buy.',
  },
  {
    icon: Handshake,
    title: 'Trade-Ins Welcome',
    text: 'An appraisal estimate within 24 hours, and a sale in as little as 2-3 days.',
  },
  {
    icon: Wrench,
    title: 'Service After the Sale',
    text: 'Our service department keeps your car on the road long after you drive away.',
  },
  {
    icon: Star,
    title: `Trusted Since ${SITE.foundedYear}`,
    text: `${SITE.vehiclesSold} vehicles sold to drivers across Richmond and the Lower Mainland.`,
  },
];

export function WhyChooseUs() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {REASONS.map((reason) => (
        <li
          key={reason.title}
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <reason.icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{reason.title}</h3>
          <p className="mt-2 text-slate-600">{reason.text}</p>
        </li>
      ))}
    </ul>
  );
}

const TESTIMONIALS = [
  {
    quote:
      'The whole process was straightforward. The car was exactly as described and the paperwork took less than an hour.',
    name: 'Priya S.',
    detail: 'Bought a 2021 Toyota RAV4',
  },
  {
    quote:
      'I got a fair offer for my trade-in the next morning and drove home in my new car two days later. Highly recommend.',
    name: 'Marcus L.',
    detail: 'Traded in a 2016 Honda Civic',
  },
  {
    quote:
      'No pressure at all. They answered every question, arranged financing and even fitted winter tires before pick-up.',
    name: 'Jenny W.',
    detail: 'Bought a 2020 Mazda CX-5',
  },
];

function Stars({ className }: { className?: string }) {
  return (
    <span className={`flex gap-0.5 text-accent-500 ${className ?? ''}`} aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} className="size-5 fill-current" />
      ))}
    </span>
  );
}

export function Testimonials() {
  return (
    <>
      <p className="mt-3 flex flex-wrap items-center justify-center gap-2 text-slate-700">
        <Stars />
        <span>
          <strong className="text-slate-900">
            {SITE.reviews.rating}/{SITE.reviews.best}
          </strong>{' '}
          from {SITE.reviews.count} reviews
        </span>
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((review) => (
          <li key={review.name}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote className="size-8 text-brand-200" aria-hidden="true" />
              <Stars className="mt-3" />
              <blockquote className="mt-3 flex-1 text-slate-700">
                <p>“{review.quote}”</p>
              </blockquote>
              <figcaption className="mt-5">
                <p className="font-semibold text-slate-900">{review.name}</p>
                <p className="text-sm text-slate-600">{review.detail}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ContactDetails() {
  const items = [
    { icon: MapPin, label: 'Address', content: <span>{formatAddress()}</span> },
    {
      icon: Phone,
      label: 'Phone',
      content: (
        <a href={`tel:${SITE.phone.e164}`} className="hover:underline">
          {SITE.phone.display}
        </a>
      ),
    },
    {
      icon: Mail,
      label: 'Email',
      content: (
        <a href={`mailto:${SITE.email}`} className="break-all hover:underline">
          {SITE.email}
        </a>
      ),
    },
  ];
  return (
    <div className="grid gap-6">
      <address className="grid gap-5 not-italic">
        {items.map((item) => (
          <div key={item.label} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-400">
              <item.icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm text-slate-300">{item.label}</p>
              <p className="font-semibold text-white">{item.content}</p>
            </div>
          </div>
        ))}
      </address>
      <div className="flex gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-400">
          <Clock className="size-5" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <p className="text-sm text-slate-300">Hours</p>
          <dl className="mt-1 grid max-w-xs gap-1">
            {SITE.hours.map((slot) => (
              <div key={slot.label} className="flex justify-between gap-4">
                <dt className="text-slate-200">{slot.label}</dt>
                <dd className="font-semibold text-white">{slot.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </div>
  );
}
