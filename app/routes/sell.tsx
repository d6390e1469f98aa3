import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import FileText from 'lucide-react/icons/file-text';
import Timer from 'lucide-react/icons/timer';
import { FeatureCardList } from '~/components/feature-card';
import { SectionHeading } from '~/components/section-heading';
import { PageHero } from '~/components/page-hero';
import { Card, CardContent } from '~/components/ui/card';
import { HydrateWhenVisible } from '~/components/hydrate-when-visible';
import { Skeleton } from '~/components/ui/skeleton';
import { lazyComponent } from '~/lib/lazy-component';
import { pageMeta } from '~/lib/seo';
import { SITE } from '../../common/site';
import type { Route } from './+types/sell';

// The appraisal form's code (react-hook-form, the fields) is fetched after the page has hydrated,
// when the form comes near the screen: the server's HTML of it is there before then, and what a
// visitor types into it meanwhile is kept (docs/product.md#page-weight).
const AppraisalForm = lazyComponent(
  () => import('~/features/requests/appraisal-form').then((module) => module.AppraisalForm),
  { prefetch: false },
);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Sell Your Car in Richmond, BC',
    description: `Get a free appraisal from ${SITE.name}: an offer within 24 hours and your car sold in 2-3 days, with the paperwork handled for you.`,
    path: '/sell',
  });
}

const BENEFITS = [
  {
    icon: Timer,
    title: 'Appraisal Within 24 Hours',
    text: 'Tell us about your car and receive a written offer within one business day.',
  },
  {
    icon: CalendarCheck,
    title: 'Sold in 2-3 Days',
    text: 'Accept the offer and we complete the sale in 2-3 days, on your schedule.',
  },
  {
    icon: BadgeDollarSign,
    title: 'Fair Market Offers',
    text: 'Offers based on current BC market data and your car’s real condition. No haggling.',
  },
  {
    icon: FileText,
    title: 'Paperwork Handled',
    text: 'We take care of the transfer, lien checks and payout of any remaining loan.',
  },
] as const;

const STEPS = [
  'Send us your vehicle details with the form below.',
  'We review them and contact you within 24 hours with an offer.',
  'Bring the car in for a quick inspection and get paid.',
] as const;

export default function Sell() {
  return (
    <>
      <PageHero eyebrow="Sell or Trade" title="Sell Your Car the Easy Way">
        <p>
          Skip the private-sale hassle. Get a fair offer from {SITE.name} within 24 hours and have
          your car sold in 2-3 days.
        </p>
      </PageHero>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
        <SectionHeading id="benefits-heading" title="Why Sell to Us" size="medium" />
        <FeatureCardList items={BENEFITS} tone="accent" />
      </section>

      <section
        aria-labelledby="appraisal-heading"
        className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
      >
        <div className="lg:pt-6">
          <SectionHeading id="appraisal-heading" title="Get Your Free Appraisal" size="medium" />
          <p className="mt-3 text-slate-600">
            It takes about two minutes and there is no obligation to sell.
          </p>
          <ol className="mt-8 grid gap-5">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <span className="pt-1.5 text-slate-700">{step}</span>
              </li>
            ))}
          </ol>
          <p className="mt-8 flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
            <ClipboardCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            Prefer to talk? Call us at{' '}
            <a href={`tel:${SITE.phone.e164}`} className="font-semibold underline">
              {SITE.phone.display}
            </a>
          </p>
        </div>
        <Card>
          <CardContent className="pt-6 sm:p-8">
            <HydrateWhenVisible fallback={<Skeleton className="h-[72rem]" />}>
              <AppraisalForm />
            </HydrateWhenVisible>
          </CardContent>
        </Card>
      </section>
    </>
  );
}
