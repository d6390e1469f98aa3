import { afterEach, describe, expect, it } from 'vitest';
import { isOwnImage, photoPlaceholderSrc, photoSrc, photoSrcSet, setImageBaseUrl } from './images';

const OWN = '/images/0123456789abcdef01234567';

afterEach(() => setImageBaseUrl(''));

describe('photo URLs', () => {
  it('point at this site by default, with a srcset of every width', () => {
    expect(isOwnImage(OWN)).toBe(true);
    expect(photoSrc(OWN)).toBe(`${OWN}/1024.webp`);
    expect(photoSrc(OWN, 640)).toBe(`${OWN}/640.webp`);
    expect(photoSrcSet(OWN)).toBe(
      `${OWN}/320.webp 320w, ${OWN}/640.webp 640w, ${OWN}/1024.webp 1024w, ` +
        `${OWN}/1320.webp 1320w, ${OWN}/1600.webp 1600w`,
    );
    expect(photoPlaceholderSrc(OWN)).toBe(`${OWN}/placeholder.webp`);
  });

  it('point at a CDN or public bucket when IMAGE_BASE_URL is set', () => {
    setImageBaseUrl('https://cdn.example.com/');
    expect(photoSrc(OWN, 320)).toBe(`https://cdn.example.com${OWN}/320.webp`);
    expect(photoSrcSet(OWN)).toContain(`https://cdn.example.com${OWN}/1600.webp 1600w`);
  });

  it('leave photos added by address as they are', () => {
    setImageBaseUrl('https://cdn.example.com');
    const link = 'https://photos.example.com/car.jpg';
    expect(isOwnImage(link)).toBe(false);
    expect(photoSrc(link)).toBe(link);
    expect(photoSrcSet(link)).toBeUndefined();
    expect(photoPlaceholderSrc(link)).toBeUndefined();
    expect(isOwnImage('/images/../etc/passwd')).toBe(false);
  });
});
