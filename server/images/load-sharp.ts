// sharp, loaded the first time a photo is read or drawn: its native library costs about 30 MB of
// resident memory, which a server that is only answering shoppers never needs
// (docs/product.md#photo-bytes).
import type sharpType from 'sharp';

let loading: Promise<typeof sharpType> | undefined;

/** The sharp function, imported once on first use. */
export function loadSharp(): Promise<typeof sharpType> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
