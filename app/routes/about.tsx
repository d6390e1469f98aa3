import Award from 'lucide-react/icons/award';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import SearchCheck from 'lucide-react/icons/search-check';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { FeatureCardList } from '~/components/feature-card';
import { SectionHeading } from '~/components/section-heading';
import { PageHero } from '~/components/page-hero';
import { Card, CardContent } from '~/components/ui/card';
import { pageMeta } from '~/lib/seo';
import { SITE } from '../../common/site';
import type { Route } from './+types/about';
import { ButtonLink } from '~/components/button-link';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'About Us',
    description: `Family-run since ${SITE.foundedYear}, ${SITE.name} has sold ${SITE.vehiclesSold} inspected used vehicles in Richmond, BC and is rated ${SITE.reviews.rating}/${SITE.reviews.best} by our customers. Meet the team.`,
    path: '/about',
  });
}

const STATS = [
  { value: String(SITE.foundedYear), label: 'Founded' },
  { value: SITE.vehiclesSold, label: 'Vehicles Sold' },
  {
    value: `${SITE.reviews.rating}/${SITE.reviews.best}`,
    label: `Customer Rating (${SITE.reviews.count} reviews)`,
  },
] as const;

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Honesty First',
    text: 'Upfront prices, full vehicle history and no pressure. What we tell you is what you get.',
  },
  {
    icon: SearchCheck,
    title: 'Inspected Quality',
    text: 'Every car passes a multi-point inspection by our technicians before it reaches the lot.',
  },
  {
    icon: HeartHandshake,
    title: 'Community Roots',
    text: 'We live and work in Richmond, and most of our customers come to us through a friend.',
  },
  {
    icon: Award,
    title: 'Lasting Relationships',
    text: 'From the first test drive to your next trade-in, the same people look after you.',
  },
] as const;

const TEAM = [
  { name: 'Michael Chen', role: 'Founder & General Manager' },
  { name: 'Sarah Thompson', role: 'Sales Manager' },
  { name: 'Raj Patel', role: 'Finance Specialist' },
  { name: 'Emily Nguyen', role: 'Service & Inspection Lead' },
] as const;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export default function About() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title={`Richmond’s Trusted Used Car Dealer Since ${SITE.foundedYear}`}
      >
        <p>
          {SITE.name} is a family-run dealership on No. 3 Road. We sell quality pre-owned vehicles
          the way we would want to buy one: inspected, fairly priced and explained in plain
          language.
        </p>
      </PageHero>

      <section
        aria-labelledby="story-heading"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-2 lg:items-center lg:py-16"
      >
        <div>
          <SectionHeading id="story-heading" title="Our Story" size="medium" />
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              We opened in {SITE.foundedYear} with a dozen cars, a small office and one idea: buying
              a used car should not feel like a gamble. Every vehicle would be inspected, every
              price posted, and every question answered honestly.
            </p>
            <p>
              Years later the lot is bigger and the team has grown, but the idea has not changed.
              Many of our customers are now on their second or third car with us, and they send
              their families and friends our way.
            </p>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl bg-brand-900 p-6 text-center text-white shadow-sm"
            >
              <dt className="mt-1 text-sm text-slate-200">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-accent-400">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-heading" className="bg-white py-12 lg:py-16">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="values-heading" title="Our Values" size="medium" />
          <FeatureCardList items={VALUES} />
        </div>
      </section>

      <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
        <SectionHeading id="team-heading" title="Meet the Team" size="medium" />
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {TEAM.map((person) => (
            <li key={person.name}>
              <Card className="h-full text-center">
                <CardContent className="flex flex-col items-center px-3 pt-6 pb-5 sm:px-6 sm:pt-8 sm:pb-6">
                  <span
                    aria-hidden="true"
                    className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-700 to-brand-900 text-xl font-bold text-white shadow-md sm:size-20 sm:text-2xl"
                  >
                    {initialsOf(person.name)}
                  </span>
                  <h3 className="mt-4 font-semibold text-slate-900 sm:text-lg">{person.name}</h3>
                  <p className="text-sm text-slate-600 sm:text-base">{person.role}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-xl font-bold text-slate-900">Come and say hello</h2>
            <p className="mt-1 text-slate-700">
              Browse the lot, book a test drive or just ask a question.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/inventory" size="lg">
              Browse Inventory
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
