import { describe, expect, it } from 'vitest';
import {
  GARMENT_GROUPS,
  GARMENT_TEXTS,
  GARMENT_TYPES,
  garmentGroupOf,
  garmentTypeName,
} from './garments.js';
import { garmentTypeSchema, stylingNoteSchema } from './garment-schemas.js';

describe('garment types', () => {
  it('gives every group at least one type, and each id once', () => {
    for (const group of GARMENT_GROUPS)
      expect(GARMENT_TYPES.some((type) => type.group === group)).toBe(true);
    const ids = GARMENT_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the Indian wear sellers sell most in its own groups', () => {
    expect(garmentGroupOf('saree')).toBe('draped');
    expect(garmentGroupOf('lehenga')).toBe('set');
    expect(garmentGroupOf('kurta-set')).toBe('full-length');
    expect(garmentGroupOf('kurta')).toBe('upper');
    expect(garmentGroupOf('palazzo')).toBe('lower');
  });

  it('treats a run stored before types, or an unknown id, as Other', () => {
    expect(garmentGroupOf(null)).toBe('other');
    expect(garmentGroupOf('ballgown')).toBe('other');
    expect(garmentTypeName(null)).toBeNull();
    expect(garmentTypeName('saree')).toBe('Saree');
  });

  it('refuses an unknown type with a message that lists the types', () => {
    const result = garmentTypeSchema.safeParse('ballgown');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(GARMENT_TEXTS.unknownType);
    expect(GARMENT_TEXTS.unknownType).toContain('saree');
  });

  it('tidies a styling note, and an empty one is none', () => {
    expect(stylingNoteSchema.parse('  with   white sneakers ')).toBe('with white sneakers');
    expect(stylingNoteSchema.parse('   ')).toBeNull();
    expect(stylingNoteSchema.safeParse('x'.repeat(201)).success).toBe(false);
  });
});
