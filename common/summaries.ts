// What a page's list sends each card (docs/product.md#page-weight): the inventory, the home page's
// featured cars and latest articles, a car page's similar cars and the blog list render their
// cards from these, so a page's data carries only what its cards show (a car's description,
// features and disclosures, or an article's text, belong to its own page). The API keeps whole
// cars and posts.
import type { BlogPost } from './schemas/blog';
import type { Car } from './schemas/car';

/** A car as its card shows it: names, status, mileage, prices and badges, the cover photo. */
export type CarSummary = Pick<
  Car,
  | 'id'
  | 'year'
  | 'make'
  | 'model'
  | 'trim'
  | 'status'
  | 'mileage'
  | 'fuelType'
  | 'price'
  | 'originalPrice'
  | 'discountedPrice'
  | 'inStockSince'
  | 'priceReducedFrom'
  | 'priceReducedAt'
  | 'photos'
>;

export function toCarSummary(car: Car): CarSummary {
  return {
    id: car.id,
    year: car.year,
    make: car.make,
    model: car.model,
    trim: car.trim,
    status: car.status,
    mileage: car.mileage,
    fuelType: car.fuelType,
    price: car.price,
    originalPrice: car.originalPrice,
    discountedPrice: car.discountedPrice,
    inStockSince: car.inStockSince,
    priceReducedFrom: car.priceReducedFrom,
    priceReducedAt: car.priceReducedAt,
    // A card shows the cover only.
    photos: car.photos.slice(0, 1),
  };
}

/** An article as its card shows it: title, link, excerpt, image, category and date. */
export type PostSummary = Pick<
  BlogPost,
  'id' | 'title' | 'slug' | 'excerpt' | 'featuredImage' | 'category' | 'createdAt'
>;

export function toPostSummary(post: BlogPost): PostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    category: post.category,
    createdAt: post.createdAt,
  };
}
