import { describe, expect, it } from 'vitest';
import { mapsDirectionsUrl, mapsSearchUrl } from './maps';

describe('Google Maps links', () => {
  it('searches for the address, encoded', () => {
    expect(mapsSearchUrl('8100 No. 3 Road, Richmond, BC V6Y 2C4')).toBe(
      'https://www.google.com/maps/search/?api=1&query=8100%20No.%203%20Road%2C%20Richmond%2C%20BC%20V6Y%202C4',
    );
  });

  it('asks for directions to the dealership address by default', () => {
    const url = new URL(mapsDirectionsUrl());
    expect(url.pathname).toBe('/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('8100 No. 3 Road, Richmond, BC V6Y 2C4');
  });
});
