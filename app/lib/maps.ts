// Links that open the dealership's address in Google Maps (the contact page's map fallback):
// the documented "Maps URLs" forms, which work on the web and in the mobile apps without a key.
import { formatAddress } from '../../common/site';

export function mapsSearchUrl(address = formatAddress()): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function mapsDirectionsUrl(address = formatAddress()): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
