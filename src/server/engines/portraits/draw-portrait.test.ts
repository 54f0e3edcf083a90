/** The drawn avatar: the same persona always gives the same picture, and attributes show in it. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STOCK_MODELS } from '../../../core/stock-models.js';
import { ageOf, avatarSvg, type AvatarSubject } from './avatar-svg.js';
import { drawPortrait } from './draw-portrait.js';

const DEV: AvatarSubject = {
  name: 'Dev',
  ethnicity: 'indian',
  gender: 'male',
  age: '30-35',
  bodyType: 'athletic',
  description: 'curly hair',
};

async function png(subject: AvatarSubject) {
  const outcome = await drawPortrait({ name: subject.name, persona: subject });
  if (!outcome.ok) throw new Error(outcome.failure.reason);
  return outcome;
}

describe('avatarSvg', () => {
  it('is the same SVG for the same persona, and differs when an attribute changes', () => {
    expect(avatarSvg(DEV)).toBe(avatarSvg({ ...DEV }));
    const variants: Partial<AvatarSubject>[] = [
      { ethnicity: 'african' },
      { gender: 'female' },
      { bodyType: 'plus-size' },
      { age: '60' },
    ];
    for (const change of variants)
      expect(avatarSvg({ ...DEV, ...change })).not.toBe(avatarSvg(DEV));
  });

  it('gives broader shoulders to broader body types and grey hair from 55', () => {
    const shoulders = (bodyType: AvatarSubject['bodyType']) =>
      Number(/<path d="M(\d+) 500/.exec(avatarSvg({ ...DEV, bodyType }))![1]);
    expect(shoulders('slim')).toBeGreaterThan(shoulders('athletic'));
    expect(shoulders('athletic')).toBeGreaterThan(shoulders('plus-size'));
    expect(avatarSvg({ ...DEV, age: '62' })).toContain('#B9B4AE');
    expect(avatarSvg({ ...DEV, age: '30' })).not.toContain('#B9B4AE');
  });

  it('reads the first number of a free-text age', () => {
    expect(ageOf('25-35')).toBe(25);
    expect(ageOf('early thirties')).toBeNull();
    expect(ageOf('about 40')).toBe(40);
  });

  it('is well-formed SVG for every stock persona', () => {
    for (const model of STOCK_MODELS) {
      const svg = avatarSvg(model);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });
});

describe('drawPortrait', () => {
  it('renders a 512x640 PNG, byte for byte the same each time, and says it is drawn', async () => {
    const first = await png(DEV);
    const second = await png({ ...DEV });
    expect(first.image.equals(second.image)).toBe(true);
    expect(first.method).toBe('drawn');
    expect(first.note).toMatch(/no AI/);
    const meta = await sharp(first.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 640]);
  });

  it('shows the skin tone of the ethnicity at the face', async () => {
    const faceBrightness = async (subject: AvatarSubject) => {
      const { image } = await png(subject);
      // The cheek, below the eyes: skin in every avatar.
      const { data } = await sharp(image)
        .extract({ left: 256 - 60, top: 280, width: 20, height: 10 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data.reduce((sum, value) => sum + value, 0) / data.length;
    };
    expect(await faceBrightness({ ...DEV, ethnicity: 'caucasian' })).toBeGreaterThan(
      (await faceBrightness({ ...DEV, ethnicity: 'african' })) + 60,
    );
  });
});
