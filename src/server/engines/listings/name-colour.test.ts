import { describe, expect, it } from 'vitest';
import { srgbToLab } from '../colour/cielab.js';
import { nameColour } from './name-colour.js';

const lab = (hex: string) => {
  const v = parseInt(hex.slice(1), 16);
  return srgbToLab((v >> 16) & 255, (v >> 8) & 255, v & 255);
};

describe('nameColour', () => {
  it("names a colour in each marketplace's own words", () => {
    const rani = [{ lab: lab('#e0218a'), weight: 0.9 }];
    expect(nameColour('meesho', rani, false)).toBe('Rani');
    expect(nameColour('myntra', rani, false)).toBe('Magenta');
    const navy = [{ lab: lab('#1f2a45'), weight: 0.95 }];
    expect(nameColour('myntra', navy, false)).toBe('Navy Blue');
    expect(nameColour('meesho', navy, false)).toBe('Navy Blue');
  });

  it('calls a print of colours sharing the garment many colours, and a print on a ground its ground', () => {
    const shared = [
      { lab: lab('#c8102e'), weight: 0.4 },
      { lab: lab('#f5d90a'), weight: 0.35 },
    ];
    expect(nameColour('myntra', shared, true)).toBe('Multi');
    expect(nameColour('meesho', shared, true)).toBe('Multicolor');
    const ground = [
      { lab: lab('#c8102e'), weight: 0.75 },
      { lab: lab('#f5d90a'), weight: 0.2 },
    ];
    expect(nameColour('myntra', ground, true)).toBe('Red');
    // A solid is never many colours, whatever its palette.
    expect(nameColour('myntra', shared, false)).toBe('Red');
  });

  it('matches the lit colour when it is given, and nothing without a palette', () => {
    const dark = [{ lab: lab('#5a0c16'), weight: 1 }];
    expect(nameColour('myntra', dark, false, lab('#c8102e'))).toBe('Red');
    expect(nameColour('myntra', [], false)).toBe('');
  });
});
