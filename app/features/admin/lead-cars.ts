import type { AppLoadContext } from 'react-router';
import type { Lead } from '../../../common/schemas/requests';

/** "2021 Honda Civic" for each car the leads ask about (absent when the car was deleted). */
export async function carNamesOfLeads(
  services: AppLoadContext['services'],
  leads: Lead[],
): Promise<Record<number, string>> {
  const ids = [...new Set(leads.map((lead) => lead.carId).filter((id) => id !== null))];
  const cars = await Promise.all(ids.map((id) => services.cars.getCar(id)));
  return Object.fromEntries(
    cars
      .filter((car) => car !== null)
      .map((car) => [car.id, `${car.year} ${car.make} ${car.model}`]),
  );
}
