import { ArrowLeft, Mail, Phone, Car as CarIcon } from 'lucide-react';
import { data } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { SectionCard } from '~/components/section-card';
import { CarGallery } from '~/features/inventory/car-gallery';
import { carJsonLd, carTitle } from '~/features/inventory/car-json-ld';
import { CarFeatures, CarSpecifications } from '~/features/inventory/car-specs';
import { carPaymentInput, AdvertisedPayment } from '~/features/inventory/car-payment';
import { PaymentEstimator } from '~/features/inventory/payment-estimator';
import { PriceTag } from '~/features/inventory/price-tag';
import { TestDriveDialog } from '~/features/requests/test-drive-dialog';
import { compactHours } from '~/lib/hours';
import { originFromMatches, pageMeta } from '~/lib/seo';
import {
  CAR_STATUS_LABELS,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
  type CarStatus,
} from '../../common/constants';
import { displayPrice, formatMileage, formatPrice } from '../../common/format';
import { photoSrc } from '../../common/images';
import { parseIdParam } from '../../common/schemas/ids';
import { SITE } from '../../common/site';
import type { Route } from './+types/car-detail';
import { BackLink } from '~/components/back-link';
import { ButtonLink } from '~/components/button-link';
import { ContactLines } from '~/components/contact-lines';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseIdParam(params.id);
  const car = id === null ? null : await context.services.cars.getCar(id);
  if (!car) return data({ car: null }, { status: 404 });
  return { car };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const car = loaderData?.car;
  if (!car) {
    return pageMeta(matches, {
      title: 'Vehicle Not Found',
      description: "The vehicle you're looking for doesn't exist or has been removed.",
      path: '/inventory',
      noindex: true,
    });
  }
  const title = carTitle(car);
  return pageMeta(matches, {
    title: `${title}${car.trim ? ` ${car.trim}` : ''} for ${formatPrice(displayPrice(car))}`,
    description: `${CAR_STATUS_LABELS[car.status]}: ${title}${car.trim ? ` ${car.trim}` : ''}, ${formatMileage(car.mileage)}, ${TRANSMISSION_LABELS[car.transmission].toLowerCase()}, ${FUEL_TYPE_LABELS[car.fuelType].toLowerCase()}. At ${SITE.name} in Richmond, BC.`,
    path: `/cars/${car.id}`,
    image: car.photos[0] ? photoSrc(car.photos[0], 1320) : undefined,
    jsonLd: carJsonLd(car, originFromMatches(matches)),
  });
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

export default function CarDetail({ loaderData }: Route.ComponentProps) {
  const { car } = loaderData;
  if (!car) return <VehicleNotFound />;
  const title = carTitle(car);
  const inquirySubject = `Inquiry about the ${title}${car.trim ? ` ${car.trim}` : ''} (stock #${car.stockNumber})`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <BackLink to="/inventory">Back to Inventory</BackLink>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <CarGallery photos={car.photos} title={title} />
          <div className="mt-6">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
                {title}
              </h1>
              <Badge variant={STATUS_BADGE[car.status]} className="text-sm">
                {CAR_STATUS_LABELS[car.status]}
              </Badge>
            </div>
            {car.trim && <p className="mt-1 text-lg text-slate-600">{car.trim}</p>}
            <div className="mt-3">
              <PriceTag car={car} size="lg" />
              <AdvertisedPayment car={car} className="mt-2 max-w-xl" />
            </div>
          </div>

          <CarSpecifications car={car} />
          {car.status !== 'sold' && (
            <SectionCard title="Estimate Your Payment" className="mt-6">
              <PaymentEstimator start={carPaymentInput(car)} />
            </SectionCard>
          )}
          <CarFeatures features={car.features} />

          {car.description && (
            <SectionCard title="Description" className="mt-6">
              <p className="leading-relaxed whitespace-pre-line text-slate-700">
                {car.description}
              </p>
            </SectionCard>
          )}
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
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
          <SectionCard title={SITE.name} className="mt-6">
            <ContactLines
              className="grid gap-3 text-sm text-slate-700"
              iconClassName="text-brand-700"
              linkClassName="hover:underline"
              timeNote={compactHours()}
            />
          </SectionCard>
        </aside>
      </div>
    </div>
  );
}
