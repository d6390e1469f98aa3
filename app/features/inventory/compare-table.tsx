// The comparison of 2 to 4 cars (docs/product.md#compare): one column per car, one row per
// detail; a row whose values differ is tinted and says "Differs" (so it is not told by colour
// alone, and a screen reader hears it with the row's name).
import Check from 'lucide-react/icons/check';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BODY_TYPE_LABELS,
  DISCLOSURES,
  DRIVETRAIN_LABELS,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
  type DisclosureField,
} from '../../../common/constants';
import { disclosureStatements } from '../../../common/disclosures';
import { allInPrice, formatMileage } from '../../../common/format';
import { estimatePayment } from '../../../common/payment-estimate';
import { compareHref } from '../../../common/compare-href';
import type { Car } from '../../../common/schemas/car';
import { Photo } from '~/components/photo';
import { Switch } from '~/components/ui/switch';
import { cn } from '~/lib/cn';
import { useRootData } from '~/lib/root-data';
import { AdvertisedPayment, carPaymentInput } from './car-payment';
import { NoPhotos } from './no-photos';
import { PriceTag } from './price-tag';

/** The disclosures' row names: the questions are staff's words, too long for a row. */
const DISCLOSURE_ROW_LABELS: Record<DisclosureField, string> = {
  priorTaxiPoliceRacing: 'Taxi, police or racing use',
  priorLeaseRental: 'Lease or daily rental',
  damageOver2000: 'Damage over $2,000',
  fromOutsideBc: 'From outside BC',
};

interface Row {
  label: string;
  /** What is compared: equal keys, equal values. */
  keys: string[];
  cells: ReactNode[];
}

function NotGiven() {
  return (
    <>
      <span aria-hidden="true" className="text-slate-500">
        —
      </span>
      <span className="sr-only">Not given</span>
    </>
  );
}

const text = (value: string | null) => (value === null ? <NotGiven /> : value);

function rowsOf(cars: Car[], today: string): Row[] {
  const simple = (label: string, value: (car: Car) => string | null): Row => ({
    label,
    keys: cars.map((car) => value(car) ?? ''),
    cells: cars.map((car) => text(value(car))),
  });
  const statements = cars.map((car) => disclosureStatements(car));
  return [
    {
      label: 'All-in price',
      keys: cars.map((car) => String(allInPrice(car))),
      cells: cars.map((car) => <PriceTag key={car.id} car={car} />),
    },
    {
      label: 'Payment',
      keys: cars.map((car) =>
        car.status === 'sold'
          ? 'sold'
          : String(estimatePayment(carPaymentInput(car, today)).monthly),
      ),
      cells: cars.map((car) =>
        car.status === 'sold' ? (
          <span className="font-semibold text-red-800">Sold</span>
        ) : (
          <AdvertisedPayment key={car.id} car={car} />
        ),
      ),
    },
    simple('Year', (car) => String(car.year)),
    simple('Mileage', (car) => formatMileage(car.mileage)),
    simple('Body type', (car) => (car.bodyType ? BODY_TYPE_LABELS[car.bodyType] : null)),
    simple('Drivetrain', (car) => (car.drivetrain ? DRIVETRAIN_LABELS[car.drivetrain] : null)),
    simple('Fuel', (car) => FUEL_TYPE_LABELS[car.fuelType]),
    simple('Transmission', (car) => TRANSMISSION_LABELS[car.transmission]),
    simple('Exterior colour', (car) => car.exteriorColour),
    simple('Interior colour', (car) => car.interiorColour),
    {
      label: 'Features',
      keys: cars.map((car) =>
        car.features
          .map((feature) => feature.toLowerCase())
          .sort()
          .join('|'),
      ),
      cells: cars.map((car) =>
        car.features.length === 0 ? (
          <NotGiven />
        ) : (
          <ul className="grid gap-1">
            {car.features.map((feature) => (
              <li key={feature} className="flex gap-1.5">
                <Check className="mt-0.5 size-3.5 shrink-0 text-emerald-700" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        ),
      ),
    },
    ...DISCLOSURES.map(({ field }, index): Row => {
      const shown = statements.map((list) => list[index]!);
      return {
        label: DISCLOSURE_ROW_LABELS[field],
        keys: shown.map((statement) => statement.text),
        cells: shown.map((statement) => statement.text),
      };
    }),
  ];
}

const differs = (row: Row) => new Set(row.keys).size > 1;

function CarHeading({ car, others }: { car: Car; others: number[] }) {
  const title = `${car.year} ${car.make} ${car.model}`;
  const cover = car.photos[0];
  const sold = car.status === 'sold';
  return (
    <div className="grid gap-2">
      <div className="relative aspect-[16/10] overflow-hidden rounded-lg bg-slate-100">
        {cover ? (
          <Photo
            photo={cover}
            width={320}
            height={200}
            sizes="(min-width: 1024px) 260px, 40vw"
            alt=""
            className="h-full w-full object-cover"
          />
        ) : (
          <NoPhotos />
        )}
        {sold && (
          <span className="absolute inset-0 flex items-center justify-center bg-slate-900/60 text-lg font-black tracking-widest text-white">
            SOLD
          </span>
        )}
      </div>
      <Link
        to={`/cars/${car.id}`}
        className="text-base leading-snug font-semibold text-slate-900 hover:text-brand-700 hover:underline"
      >
        {title}
      </Link>
      {car.trim && <p className="-mt-2 text-sm font-normal text-slate-600">{car.trim}</p>}
      <p className="text-xs font-normal text-slate-600">Stock #{car.stockNumber}</p>
      {sold && (
        <p className="w-fit rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
          Sold
        </p>
      )}
      <Link
        to={compareHref(others)}
        className="w-fit text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Remove<span className="sr-only"> the {title} from the comparison</span>
      </Link>
    </div>
  );
}

export function CompareTable({ cars }: { cars: Car[] }) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const switchId = useId();
  const rows = rowsOf(cars, useRootData().today);
  const differing = rows.filter(differs).length;
  const shown = onlyDifferences ? rows.filter(differs) : rows;
  const ids = cars.map((car) => car.id);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="compare-summary">
          {differing === 0
            ? 'These cars are alike in every detail below.'
            : `${differing} of ${rows.length} details differ; they are highlighted.`}
        </p>
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={onlyDifferences} onCheckedChange={setOnlyDifferences} />
          <label htmlFor={switchId} className="text-sm font-medium text-slate-800">
            Only differences
          </label>
        </div>
      </div>
      <div
        role="region"
        aria-label={`Comparison of ${cars.length} cars`}
        tabIndex={0}
        // relative: the screen-reader-only texts (absolute) scroll with the table, not the page.
        className="relative -mx-4 mt-4 overflow-x-auto border-y border-slate-200 bg-white outline-none focus-visible:ring-2 focus-visible:ring-ring sm:mx-0 sm:rounded-xl sm:border"
      >
        <table
          className="w-full table-fixed border-separate border-spacing-0 text-left text-sm"
          // Each car's column at least 8.5rem wide, beside the 6rem of the row names (phones).
          style={{ minWidth: `${6 + cars.length * 8.5}rem` }}
        >
          <caption className="sr-only">
            The cars side by side; rows marked Differs are where they differ.
          </caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-24 border-b border-slate-200 bg-white sm:w-44" />
              {cars.map((car) => (
                <th
                  key={car.id}
                  scope="col"
                  className="border-b border-slate-200 px-2 pt-3 pb-4 align-top font-normal sm:px-3"
                >
                  <CarHeading car={car} others={ids.filter((id) => id !== car.id)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const different = differs(row);
              return (
                <tr key={row.label} data-differs={different || undefined}>
                  <th
                    scope="row"
                    className={cn(
                      'sticky left-0 z-10 w-24 border-b border-slate-200 py-3 pr-2 pl-4 align-top text-xs font-semibold text-slate-700 sm:w-44 sm:pl-3 sm:text-sm',
                      different ? 'bg-amber-50' : 'bg-white',
                    )}
                  >
                    {row.label}
                    {different && ' '}
                    {different && (
                      <span className="mt-1 block w-fit rounded bg-amber-200 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-amber-950">
                        Differs
                      </span>
                    )}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td
                      key={cars[index]!.id}
                      className={cn(
                        'border-b border-slate-200 px-2 py-3 align-top text-slate-800 sm:px-3',
                        different && 'bg-amber-50',
                      )}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
