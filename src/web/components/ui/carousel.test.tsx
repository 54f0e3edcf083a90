import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

/**
 * embla-carousel stands in as a small engine with the same methods: jsdom has no layout, and what
 * is tested is the carousel's own timing, not embla's scrolling. Its import waits until the test
 * lets it load, as a slow phone would.
 */
const engine = vi.hoisted(() => {
  let release: () => void = () => {};
  const loaded = new Promise<void>((resolve) => (release = resolve));
  return { loaded, release: () => release() };
});

vi.mock('embla-carousel', async () => {
  await engine.loaded;
  const EmblaCarousel = (_viewport: HTMLElement, options: { startIndex?: number }) => {
    const count = 5;
    let selected = options.startIndex ?? 0;
    const listeners = new Set<() => void>();
    const select = (index: number) => {
      selected = ((index % count) + count) % count;
      listeners.forEach((listener) => listener());
    };
    return {
      on: (_event: 'select', listener: () => void) => listeners.add(listener),
      off: (_event: 'select', listener: () => void) => listeners.delete(listener),
      selectedScrollSnap: () => selected,
      scrollSnapList: () => Array.from({ length: count }, (_, i) => i),
      scrollTo: (index: number) => select(index),
      scrollPrev: () => select(selected - 1),
      scrollNext: () => select(selected + 1),
      reInit: () => {},
      destroy: () => listeners.clear(),
    };
  };
  return { default: EmblaCarousel };
});

describe('Carousel', () => {
  it('keeps an arrow pressed before its engine loads and moves once it has', async () => {
    const slides = ['a', 'b', 'c', 'd', 'e'].map((name) => <p key={name}>{name}</p>);
    render(<Carousel slides={slides} label="Images" loop />);
    expect(screen.getByText('1 / 5')).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('region', { name: 'Images' }), { key: 'ArrowLeft' });
    await act(async () => engine.release());

    expect(await screen.findByText('5 / 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(await screen.findByText('1 / 5')).toBeInTheDocument();
  });
});
