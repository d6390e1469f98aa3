import ArrowLeft from 'lucide-react/icons/arrow-left';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Search from 'lucide-react/icons/search';
import CarIcon from 'lucide-react/icons/car';
import { Suspense } from 'react';
import { data, Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { SectionCard } from '~/components/section-card';
import { FavouriteButton } from '~/components/favourite-button';
import { carDescription, carFullName, carJsonLd, carTitle } from '~/features/inventory/car-json-ld';
import { carPaymentInput, AdvertisedPayment } from '~/features/inventory/car-payment';
import { PriceTag } from '~/features/inventory/price-tag';
import { TestDriveDialog } from '~/features/requests/test-drive-dialog';
import { compactHours } from '~/lib/hours';
import { lazyComponent } from '~/lib/lazy-component';
import { seoMeta } from '~/lib/seo';
import { CAR_STATUS_LABELS, type CarStatus } from '../../common/listing';
import { allInPrice, formatPrice } from '../../common/format';
import { photoSrc } from '../../common/images';
import { listingBadges } from '../../common/listing-badges';
import { useRootData } from '~/lib/root-data';
import type { Car } from '../../common/schemas/car';
import { parseIdParam } from '../../common/schemas/ids';
import { SITE } from '../../common/site';
import { toCarSummary, type CarSummary } from '../../common/summaries';
import type { Route } from './+types/car-detail';
import { BackLink } from '~/components/back-link';
import { ButtonLink } from '~/components/button-link';
import { ContactLines } from '~/components/contact-lines';

// Only the car's summary, price and the way to ask about it run with the page; the gallery's
// carousel, the specifications and the similar cars' code stream in after it; the payment
// estimator and the similar cars, far down, hydrate when they come near the screen.
// The server renders them all (lazyComponent), so nothing changes on screen, nor without JavaScript.
const CarGallery = lazyComponent(() =>
  import('~/features/inventory/car-gallery').then((module) => module.CarGallery),
);
const carSpecs = () => import('~/features/inventory/car-specs');
const CarSpecifications = lazyComponent(() =>
  carSpecs().then((module) => module.CarSpecifications),
);
const CarDisclosures = lazyComponent(() => carSpecs().then((module) => module.CarDisclosures));
const CarFeatures = lazyComponent(() => carSpecs().then((module) => module.CarFeatures));
const PaymentEstimator = lazyComponent(() =>
  import('~/features/inventory/payment-estimator-when-visible').then(
    (module) => module.PaymentEstimatorWhenVisible,
  ),
);
const SimilarVehicles = lazyComponent(() =>
  import('~/features/inventory/similar-vehicles').then(
    (module) => module.SimilarVehiclesWhenVisible,
  ),
);

/** The head of a car's page: its title, description, preview photo and JSON-LD. */
function carMeta(car: Car, { publicUrl, imageBaseUrl }: Route.LoaderArgs['context']) {
  const title = carFullName(car);
  const sold = car.status === 'sold';
  return seoMeta(publicUrl, {
    title: sold ? `${title} (Sold)` : `${title} for ${formatPrice(allInPrice(car))}`,
    description: carDescription(car),
    path: `/cars/${car.id}`,
    image: car.photos[0] ? photoSrc(car.photos[0], 1320, imageBaseUrl) : undefined,
    jsonLd: carJsonLd(car, publicUrl, imageBaseUrl),
    // A sold car's ad comes down (docs/product.md#sold-cars): its page stays for links and
    // favourites, out of search engines.
    noindex: sold,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseIdParam(params.id);
  const car = id === null ? null : await context.services.cars.getCar(id);
  if (!car) {
    const meta = seoMeta(context.publicUrl, {
      title: 'Vehicle Not Found',
      description: "The vehicle you're looking for doesn't exist or has been removed.",
      path: '/inventory',
      noindex: true,
    });
    return data({ car: null, similar: [] as CarSummary[], meta }, { status: 404 });
  }
  return {
    car,
    // A sold car's page is mostly a way on to these (docs/product.md#similar-cars).
    similar: (await context.services.cars.listSimilarCars(car)).map(toCarSummary),
    // Written here, not in meta(): the head's code (tags, JSON-LD, labels) then stays off the
    // phone (docs/product.md#page-weight). The page has no clientLoader, so every navigation
    // to it brings these from the server.
    meta: carMeta(car, context),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

const STATUS_BADGE: Record<CarStatus, 'success' | 'destructive' | 'warning'> = {
  available: 'success',
  sold: 'destructive',
  pending: 'warning',
};

function VehicleNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <CarIcon className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">
        Vehicle Not Found
      </h1>
      <p className="mt-3 text-lg text-slate-600">
        The vehicle you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <ButtonLink to="/inventory" size="lg" className="mt-8" icon={ArrowLeft}>
        Back to Inventory
      </ButtonLink>
    </div>
  );
}

/** A sold car's notice at the top of its page. */
function SoldNotice({ hasSimilar }: { hasSimilar: boolean }) {
  return (
    <div
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3"
      data-testid="sold-notice"
    >
      <p className="rounded border-2 border-red-800 px-2 text-xl font-black tracking-widest text-red-800">
        SOLD
      </p>
      <p className="flex-1 text-slate-800">
        This vehicle has been sold and is no longer for sale.{' '}
        {hasSimilar ? (
          <a href="#similar" className="font-semibold text-brand-700 underline">
            See similar vehicles available now
          </a>
        ) : (
          <Link to="/inventory" className="font-semibold text-brand-700 underline">
            Browse our inventory
          </Link>
        )}
      </p>
    </div>
  );
}

export default function CarDetail({ loaderData }: Route.ComponentProps) {
  const { car, similar } = loaderData;
  const { today } = useRootData();
  if (!car) return <VehicleNotFound />;
  const title = carTitle(car);
  const sold = car.status === 'sold';
  const { daysInStockText } = listingBadges(car, new Date(), today);
  const inquirySubject = `Inquiry about the ${carFullName(car)} (stock #${car.stockNumber})`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <BackLink to="/inventory">Back to Inventory</BackLink>
      {sold && <SoldNotice hasSimilar={similar.length > 0} />}
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <Suspense fallback={<Skeleton className="aspect-[16/10] rounded-xl" />}>
            <CarGallery photos={car.photos} title={title} />
          </Suspense>
          <div className="mt-6" data-testid="car-summary">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
                {title}
              </h1>
              <Badge variant={STATUS_BADGE[car.status]} className="text-sm">
                {CAR_STATUS_LABELS[car.status]}
              </Badge>
            </div>
            {car.trim && <p className="mt-1 text-lg text-slate-600">{car.trim}</p>}
            <p className="mt-1 text-sm text-slate-600" data-testid="car-identifiers">
              Stock #{car.stockNumber}
              {car.vin && <> · VIN {car.vin}</>}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              <FavouriteButton carId={car.id} variant="text" />
              {daysInStockText && (
                <p
                  className="flex items-center gap-1.5 text-sm text-slate-600"
                  data-testid="days-in-stock"
                >
                  <Clock className="size-4" aria-hidden="true" />
                  {daysInStockText}
                </p>
              )}
            </div>
            <div className="mt-3" data-testid="car-price-block">
              <PriceTag car={car} size="lg" />
              <AdvertisedPayment car={car} className="mt-2 max-w-xl" />
            </div>
          </div>

          <Suspense fallback={null}>
            <CarSpecifications car={car} />
            {car.status !== 'sold' && (
              <SectionCard title="Estimate Your Payment" className="mt-6">
                <PaymentEstimator start={carPaymentInput(car, today)} />
              </SectionCard>
            )}
            <CarDisclosures car={car} />
            <CarFeatures features={car.features} />
          </Suspense>

          {car.description && (
            <SectionCard title="Description" className="mt-6">
              <p className="leading-relaxed whitespace-pre-line text-slate-700">
                {car.description}
              </p>
            </SectionCard>
          )}
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          {sold ? (
            <Card className="border-red-200">
              <CardHeader>
                <CardTitle as="h2">This Vehicle Has Been Sold</CardTitle>
                <p className="text-sm text-slate-600">
                  Looking for one like it? We can tell you what is coming in, or help you find
                  another.
                </p>
              </CardHeader>
              <CardContent className="grid gap-3">
                <ButtonLink to="/inventory" size="lg" icon={Search}>
                  Browse Inventory
                </ButtonLink>
                <Button asChild size="lg" variant="outline">
                  <a href={`tel:${SITE.phone.e164}`}>
                    <Phone aria-hidden="true" />
                    Call Now
                  </a>
                </Button>
              </CardContent>
            </Card>
          ) : (
            <Card className="border-brand-100">
              <CardHeader>
                <CardTitle as="h2">Interested in This Vehicle?</CardTitle>
                <p className="text-sm text-slate-600">
                  Book a test drive or ask us anything. We usually reply within a few hours.
                </p>
              </CardHeader>
              <CardContent className="grid gap-3">
                <TestDriveDialog carId={car.id} carTitle={title} />
                <Button asChild size="lg" variant="outline">
                  <a href={`tel:${SITE.phone.e164}`}>
                    <Phone aria-hidden="true" />
                    Call Now
                  </a>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <a href={`mailto:${SITE.email}?subject=${encodeURIComponent(inquirySubject)}`}>
                    <Mail aria-hidden="true" />
                    Email Inquiry
                  </a>
                </Button>
              </CardContent>
            </Card>
          )}
          <SectionCard title={SITE.name} className="mt-6">
            <ContactLines
              className="grid gap-3 text-sm text-slate-700"
              iconClassName="text-brand-700"
              linkClassName="hover:underline"
              timeNote={compactHours()}
            />
            <p className="mt-4 text-sm text-slate-600" data-testid="car-dealer-registration">
              VSA dealer registration #{SITE.dealerRegistration}
            </p>
          </SectionCard>
        </aside>
      </div>
      {similar.length > 0 && (
        <Suspense fallback={null}>
          <SimilarVehicles car={car} similar={similar} />
        </Suspense>
      )}
    </div>
  );
}
