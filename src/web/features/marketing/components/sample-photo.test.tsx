import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryImages } from '../samples';
import { SamplePhoto } from './sample-photo';

/** A stand-in IntersectionObserver whose entries the test sends (decision 204). */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, margin: options?.rootMargin });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const send = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, send };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const image = galleryImages[0]!;

describe('a sample photo', () => {
  it('has no source until it comes near the viewport', async () => {
    const { observers, send } = stubObserver();
    render(<SamplePhoto image={image} sizes="320px" />);
    const img = screen.getByRole('img', { name: 'Catalogue photo 1 made with Vastra Studio' });
    expect(img).not.toHaveAttribute('src');
    expect(img).not.toHaveAttribute('srcset');
    expect(observers[0]?.margin).toBe('400px');
    send(false);
    expect(img).not.toHaveAttribute('src');
    send(true);
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('srcset', image.srcSet);
  });

  it("carries its address for the built page's own script, which brings it in before the app", () => {
    stubObserver();
    render(<SamplePhoto image={image} sizes="320px" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('data-src', image.src);
    expect(img).toHaveAttribute('data-srcset', image.srcSet);
    expect(img).toHaveClass('opacity-0');
  });

  it('shows a photo that had loaded before the app came (decision 211)', () => {
    stubObserver();
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
    render(<SamplePhoto image={image} sizes="320px" />);
    expect(screen.getByRole('img')).toHaveClass('opacity-100');
  });

  it('loads at once and shows without fading when it is the priority photo', () => {
    const { observers } = stubObserver();
    render(<SamplePhoto image={image} sizes="320px" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveClass('opacity-100');
    expect(img).not.toHaveAttribute('data-src');
    expect(observers).toHaveLength(0);
  });

  it('follows `near` when given (a carousel loads its slides together)', () => {
    const { observers } = stubObserver();
    const { rerender } = render(<SamplePhoto image={image} sizes="320px" near={false} />);
    expect(screen.getByRole('img')).not.toHaveAttribute('src');
    rerender(<SamplePhoto image={image} sizes="320px" near />);
    expect(screen.getByRole('img')).toHaveAttribute('src', image.src);
    expect(observers).toHaveLength(0);
  });
});
