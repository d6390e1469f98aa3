// The vehicle page's Specifications and Features cards (docs/product.md#car-detail): only what
// is known about the car is shown.
import type { LucideIcon } from 'lucide-react';
import Armchair from 'lucide-react/icons/armchair';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CarFront from 'lucide-react/icons/car-front';
import Check from 'lucide-react/icons/check';
import Cog from 'lucide-react/icons/cog';
import DoorOpen from 'lucide-react/icons/door-open';
import Fuel from 'lucide-react/icons/fuel';
import Gauge from 'lucide-react/icons/gauge';
import Hash from 'lucide-react/icons/hash';
import Info from 'lucide-react/icons/info';
import MapPin from 'lucide-react/icons/map-pin';
import Palette from 'lucide-react/icons/palette';
import Route from 'lucide-react/icons/route';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Tag from 'lucide-react/icons/tag';
import Wrench from 'lucide-react/icons/wrench';
import { SectionCard } from '~/components/section-card';
import { cn } from '~/lib/cn';
import {
  BODY_TYPE_LABELS,
  CAR_CONDITION_LABELS,
  DRIVETRAIN_LABELS,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
} from '../../../common/constants';
import { disclosureStatements } from '../../../common/disclosures';
import { formatMileage } from '../../../common/format';
import type { Car } from '../../../common/schemas/car';

export interface CarSpec {
  icon: LucideIcon;
  label: string;
  value: string;
  /** A code that must stay on one line (the VIN): the whole row on a phone, monospaced. */
  code?: boolean;
}

const known = <T,>(value: T | null, spec: (value: T) => CarSpec): CarSpec[] =>
  value === null ? [] : [spec(value)];

/** The rows of the Specifications card, in reading order; fields left empty are left out. */
export function carSpecs(car: Car): CarSpec[] {
  return [
    { icon: CalendarDays, label: 'Year', value: String(car.year) },
    { icon: Gauge, label: 'Mileage', value: formatMileage(car.mileage) },
    ...known(car.bodyType, (type) => ({
      icon: CarFront,
      label: 'Body Type',
      value: BODY_TYPE_LABELS[type],
    })),
    ...known(car.drivetrain, (drive) => ({
      icon: Route,
      label: 'Drivetrain',
      value: DRIVETRAIN_LABELS[drive],
    })),
    ...known(car.engine, (engine) => ({ icon: Wrench, label: 'Engine', value: engine })),
    { icon: Cog, label: 'Transmission', value: TRANSMISSION_LABELS[car.transmission] },
    { icon: Fuel, label: 'Fuel Type', value: FUEL_TYPE_LABELS[car.fuelType] },
    ...known(car.exteriorColour, (colour) => ({
      icon: Palette,
      label: 'Exterior Colour',
      value: colour,
    })),
    ...known(car.interiorColour, (colour) => ({
      icon: Palette,
      label: 'Interior Colour',
      value: colour,
    })),
    ...known(car.doors, (doors) => ({ icon: DoorOpen, label: 'Doors', value: String(doors) })),
    ...known(car.seats, (seats) => ({ icon: Armchair, label: 'Seats', value: String(seats) })),
    { icon: ShieldCheck, label: 'Condition', value: CAR_CONDITION_LABELS[car.condition] },
    ...known(car.location, (location) => ({ icon: MapPin, label: 'Location', value: location })),
    { icon: Tag, label: 'Stock Number', value: car.stockNumber, code: true },
    ...known(car.vin, (vin) => ({ icon: Hash, label: 'VIN', value: vin, code: true })),
  ];
}

export function CarSpecifications({ car }: { car: Car }) {
  return (
    <SectionCard title="Specifications" className="mt-8">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 md:grid-cols-3">
        {carSpecs(car).map((spec) => (
          <div
            key={spec.label}
            className={cn('relative min-w-0 pl-8', spec.code && 'col-span-2 sm:col-span-1')}
          >
            <dt className="text-sm text-slate-600">
              <spec.icon
                className="absolute top-0.5 left-0 size-5 text-brand-700"
                aria-hidden="true"
              />
              {spec.label}
            </dt>
            <dd
              className={cn(
                'font-semibold break-words text-slate-900',
                spec.code && 'font-mono tracking-wide',
              )}
            >
              {spec.value}
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

/** The car's features as a checked list; nothing when it has none. */
export function CarFeatures({ features }: { features: readonly string[] }) {
  if (features.length === 0) return null;
  return (
    <SectionCard title="Features" className="mt-6">
      <ul className="grid gap-x-6 gap-y-2.5 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-slate-800">
            <Check className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            <span className="min-w-0 break-words">{feature}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

/** The car's history as BC's dealer rules want it told (docs/product.md#disclosures). */
export function CarDisclosures({ car }: { car: Car }) {
  return (
    <SectionCard title="Vehicle History Disclosures" className="mt-6">
      <ul className="grid gap-2.5" data-testid="disclosures">
        {disclosureStatements(car).map((statement) => (
          <li key={statement.field} className="flex gap-2.5 text-slate-800">
            {statement.answer === 'no' ? (
              <Check className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : (
              <Info className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
            )}
            <span className="min-w-0">{statement.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        As required of BC dealers. Ask us for the vehicle history report.
      </p>
    </SectionCard>
  );
}
