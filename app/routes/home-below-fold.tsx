// Not a route: the home page's part below the hero and the quick search (home.tsx), whose code
// comes after the page's (docs/product.md#page-weight). It holds the featured cars, why choose
// us, the reviews, the latest articles and the message form, each hydrating on its own.
import type { ComponentProps, ReactNode } from 'react';
import { Await } from 'react-router';
import { HydrateWhenVisible } from '~/components/hydrate-when-visible';
import { SectionHeading } from '~/components/section-heading';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { PostCardSkeleton } from '~/features/blog/post-card-skeleton';
import { FeaturedVehiclesSkeleton } from '~/features/inventory/featured-vehicles-skeleton';
import { cn } from '~/lib/cn';
import { lazyComponent } from '~/lib/lazy-component';
import { HOME_POST_COUNT } from '../../common/public-lists';
import { SITE } from '../../common/site';
import type * as HomeSections from '~/features/home/home-sections';
import type { Route } from './+types/home';

// Every section here is fetched and hydrated when a visitor scrolls near it (HydrateWhenVisible):
// until then its server HTML shows, its links work, and a button pressed is pressed again once
// hydrated. Hydrating them all with the page was a third of the home page's main-thread work on
// a phone's first load (docs/performance.md).
const homeSection = <Name extends keyof typeof HomeSections>(name: Name) =>
  lazyComponent(() => import('~/features/home/home-sections').then((module) => module[name]), {
    prefetch: false,
  });
const WhyChooseUs = homeSection('WhyChooseUs');
const Testimonials = homeSection('Testimonials');
const ContactDetails = homeSection('ContactDetails');
// The featured cars (their cards, prices and carousel) and the latest articles.
const FeaturedVehicles = lazyComponent(
  () => import('~/features/inventory/featured-vehicles').then((module) => module.FeaturedVehicles),
  { prefetch: false },
);
const LatestPosts = lazyComponent(
  () => import('~/features/blog/latest-posts').then((module) => module.LatestPosts),
  { prefetch: false },
);
// The message form (react-hook-form, zod and the fields: a fifth of the page's main-thread work
// on a phone) is fetched and hydrated only when a visitor scrolls near it too.
const ContactForm = lazyComponent(
  () => import('~/features/requests/contact-form').then((module) => module.ContactForm),
  { prefetch: false },
);

/** Starts fetching the featured cars' and the articles' code (with a client-side navigation's data). */
export function preloadBelowFold() {
  FeaturedVehicles.preload();
  LatestPosts.preload();
}

function LatestPostsSkeleton() {
  return (
    <div role="status" aria-label="Loading articles" className="mt-8 grid gap-6 md:grid-cols-3">
      {Array.from({ length: HOME_POST_COUNT }, (_, index) => (
        <PostCardSkeleton key={index} />
      ))}
    </div>
  );
}

/**
 * A section of the home page under its heading, named by it unless `labelled` is false; `band`
 * sets it on a grey band the width of the page.
 */
function HomeSection({
  heading,
  band = false,
  labelled = true,
  children,
}: {
  heading: ComponentProps<typeof SectionHeading>;
  band?: boolean;
  labelled?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelled ? heading.id : undefined}
      className={cn('py-16', band && 'bg-slate-50')}
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}

/** Everything of the home page below the hero and the quick search. */
export function HomeBelowFold({ data }: { data: Route.ComponentProps['loaderData'] }) {
  const { featured, posts } = data;
  return (
    <>
      {/* Unnamed: named after its heading, it would share the name of the carousel region
          inside it ("Featured vehicles"). */}
      <HomeSection
        labelled={false}
        heading={{
          id: 'featured-heading',
          title: 'Featured Vehicles',
          text: 'Hand-picked cars from our lot, inspected and ready for a test drive.',
          link: { to: '/inventory', label: 'View All Inventory' },
        }}
      >
        <div className="mt-8">
          {/* Its boundary shows the skeletons while the cars or their code load. A phone's first
              screen ends above the cards (1,060-1,110 px down): they wait until scrolled to,
              where a desktop's first screen holds them. */}
          <HydrateWhenVisible fallback={<FeaturedVehiclesSkeleton />} margin="100px">
            <Await resolve={featured}>{(cars) => <FeaturedVehicles cars={cars} />}</Await>
          </HydrateWhenVisible>
        </div>
      </HomeSection>

      <HomeSection
        band
        heading={{
          id: 'why-heading',
          title: `Why Choose ${SITE.name}`,
          text: `Serving Richmond since ${SITE.foundedYear} with ${SITE.vehiclesSold} vehicles sold.`,
        }}
      >
        <div className="mt-8">
          <HydrateWhenVisible fallback={null}>
            <WhyChooseUs />
          </HydrateWhenVisible>
        </div>
      </HomeSection>

      <HomeSection
        heading={{
          id: 'reviews-heading',
          title: 'What Our Customers Say',
          className: 'text-center sm:justify-center',
        }}
      >
        <HydrateWhenVisible fallback={null}>
          <Testimonials />
        </HydrateWhenVisible>
      </HomeSection>

      <HomeSection
        band
        heading={{
          id: 'blog-heading',
          title: 'Latest From Our Blog',
          text: 'Buying guides, maintenance tips and news from the team.',
          link: { to: '/blog', label: 'View All Articles' },
        }}
      >
        <HydrateWhenVisible fallback={<LatestPostsSkeleton />}>
          <Await resolve={posts}>{(latest) => <LatestPosts posts={latest} />}</Await>
        </HydrateWhenVisible>
      </HomeSection>

      <section aria-labelledby="contact-heading" className="bg-brand-950 py-16 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="contact-heading" className="text-3xl font-extrabold tracking-tight">
              Get in Touch
            </h2>
            <p className="mt-2 text-slate-300">
              Questions about a vehicle, financing or a trade-in? Send us a message and we&apos;ll
              reply within 24 hours.
            </p>
            <div className="mt-8">
              <HydrateWhenVisible fallback={null}>
                <ContactDetails />
              </HydrateWhenVisible>
            </div>
          </div>
          <Card className="p-6 text-slate-900 sm:p-8">
            <h3 className="mb-6 text-xl font-bold">Send Us a Message</h3>
            <HydrateWhenVisible fallback={<Skeleton className="h-[28rem]" />}>
              <ContactForm />
            </HydrateWhenVisible>
          </Card>
        </div>
      </section>
    </>
  );
}
