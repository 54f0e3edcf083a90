import { describe, expect, it } from 'vitest';
import { groupPhotos, photoNameParts } from './batch-grouping.js';

const file = (name: string) => ({ name });

describe('photoNameParts', () => {
  it.each([
    ['KURTA-12_front.jpg', 'KURTA-12', 'front'],
    ['KURTA-12_Back.JPG', 'KURTA-12', 'back'],
    ['KURTA-12-side.png', 'KURTA-12', 'side'],
    ['Blue Tee back.webp', 'Blue Tee', 'back'],
    ['saree_F.jpg', 'saree', 'front'],
    ['saree_b.jpeg', 'saree', 'back'],
    ['saree-S.avif', 'saree', 'side'],
    ['shop/2026/DRESS_7_back.jpg', 'DRESS_7', 'back'],
    ['C:\\photos\\DRESS_8.jpg', 'DRESS_8', 'front'],
    ['LEHENGA.jpg', 'LEHENGA', 'front'],
    ['backpack.jpg', 'backpack', 'front'],
    ['front.jpg', 'front', 'front'],
    ['SAREE-9_detail.jpg', 'SAREE-9', 'detail'],
    ['SAREE-9 Closeup.png', 'SAREE-9', 'detail'],
    ['SAREE-9-close-up.webp', 'SAREE-9', 'detail'],
    ['SAREE-9_close_up.jpg', 'SAREE-9', 'detail'],
    ['SAREE-9_ZOOM.jpeg', 'SAREE-9', 'detail'],
    ['zoom.jpg', 'zoom', 'front'],
  ])('%s is %s, %s', (name, sku, view) => {
    expect(photoNameParts(name)).toEqual({ sku, view });
  });
});

describe('groupPhotos', () => {
  it('groups by SKU in the order SKUs first appear, case-insensitively', () => {
    const { products, duplicates } = groupPhotos(
      ['A_front.jpg', 'B.jpg', 'a_BACK.jpg', 'A-side.jpg', 'C_back.jpg'].map(file),
    );
    expect(
      products.map((product) => [
        product.sku,
        Object.fromEntries(Object.entries(product.photos).map(([view, f]) => [view, f.name])),
      ]),
    ).toEqual([
      ['A', { front: 'A_front.jpg', back: 'a_BACK.jpg', side: 'A-side.jpg' }],
      ['B', { front: 'B.jpg' }],
      // A back photo alone is a product the page flags: it needs a front photo.
      ['C', { back: 'C_back.jpg' }],
    ]);
    expect(duplicates).toEqual([]);
  });

  it('puts a detail, close-up or zoom photo in the Detail view of its product', () => {
    const { products } = groupPhotos(
      ['LEH-1_front.jpg', 'LEH-1_back.jpg', 'LEH-1_closeup.jpg', 'LEH-2.jpg', 'LEH-2 zoom.jpg'].map(
        file,
      ),
    );
    expect(products.map((product) => [product.sku, Object.keys(product.photos).sort()])).toEqual([
      ['LEH-1', ['back', 'detail', 'front']],
      ['LEH-2', ['detail', 'front']],
    ]);
  });

  it('leaves a second photo of the same view to the seller', () => {
    const { products, duplicates } = groupPhotos(['A_front.jpg', 'A_f.png'].map(file));
    expect(products).toHaveLength(1);
    expect(duplicates.map((f) => f.name)).toEqual(['A_f.png']);
  });
});
