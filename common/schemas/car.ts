import type { CarCondition, CarStatus, FuelType, Transmission } from '../constants';

/** A car as the API and the pages see it. Money is a number with at most two decimals. */
export interface Car {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  price: number;
  originalPrice: number | null;
  discountedPrice: number | null;
  mileage: number;
  condition: CarCondition;
  transmission: Transmission;
  fuelType: FuelType;
  location: string | null;
  description: string | null;
  photos: string[];
  vin: string | null;
  status: CarStatus;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}
