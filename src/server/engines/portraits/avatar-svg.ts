/**
 * The drawn avatar of a model persona (decision 081): a flat head-and-shoulders illustration
 * made only from the persona's attributes, the same SVG for the same persona every time. It is
 * what the studio and FASHN engines show for a model, and what every stock persona shows; it
 * claims no AI and is never sent to an engine as a face.
 */
import type { BodyType, Ethnicity, Gender, ModelPersona } from '../../../core/model-persona.js';

export interface AvatarSubject extends ModelPersona {
  name: string;
}

/** FNV-1a over the text: a stable small number to pick variations from. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length]!;

/** Skin tones per ethnicity, several each so two personas of one ethnicity differ. */
const SKIN: Record<Ethnicity, readonly string[]> = {
  asian: ['#F1D3B3', '#E8C39E', '#DDB48C'],
  caucasian: ['#F6DCC8', '#EFCBB0', '#E5B99A'],
  african: ['#8D5A3B', '#6F4429', '#5A3520'],
  indian: ['#C68C62', '#B27A52', '#A06A45'],
  'middle-eastern': ['#D6A57C', '#C9966C', '#BB875E'],
  mixed: ['#C9956B', '#B8845C', '#D5A67F'],
};

const HAIR: Record<Ethnicity, readonly string[]> = {
  asian: ['#1B1512', '#2A1F19'],
  caucasian: ['#6B4A2E', '#C49A5A', '#2E2119', '#8A5A36'],
  african: ['#16110E', '#2A1D16'],
  indian: ['#16110E', '#2B1E16'],
  'middle-eastern': ['#1E1611', '#3A281C'],
  mixed: ['#2E2119', '#5A3D27', '#16110E'],
};

/** Muted studio backdrops in the product's palette (ivory, stone, blush, sage, sky). */
const BACKDROPS = ['#EFE7DC', '#E6DDD3', '#F1DCE3', '#DDE5DA', '#DCE3EA', '#EDE2CF'] as const;
const GARMENTS = ['#B8185A', '#16120F', '#3E4A8A', '#2F6B55', '#E9A21B', '#7A5C45'] as const;

/** Shoulder half-width by body type, on a 400-unit-wide canvas. */
const SHOULDERS: Record<BodyType, number> = { slim: 118, athletic: 138, 'plus-size': 152 };

/** The first number in a free-text age ('25-35' → 25), or null. */
export function ageOf(age: string): number | null {
  const match = /\d{1,3}/.exec(age);
  return match ? Number(match[0]) : null;
}

function hairShape(gender: Gender, variant: number, colour: string): string {
  const long =
    gender === 'female' || (gender === 'non-binary' && variant % 2 === 0)
      ? `<path d="M122 200 C112 120 160 84 200 84 C240 84 288 120 278 200 L288 330 C262 346 238 340 232 318 L168 318 C162 340 138 346 112 330 Z" fill="${colour}"/>`
      : '';
  const cap =
    gender === 'male'
      ? `<path d="M138 178 C134 120 168 96 200 96 C232 96 266 120 262 178 C250 150 232 134 200 134 C168 134 150 150 138 178 Z" fill="${colour}"/>`
      : `<path d="M134 186 C128 118 166 90 200 90 C234 90 272 118 266 186 C250 146 226 128 196 128 C172 136 152 156 134 186 Z" fill="${colour}"/>`;
  return long + cap;
}

/** The avatar as SVG text, 400x500 (4:5), for this persona. */
export function avatarSvg(subject: AvatarSubject): string {
  const seed = stableHash(
    [subject.name, subject.ethnicity, subject.gender, subject.age, subject.bodyType].join('|'),
  );
  const skin = pick(SKIN[subject.ethnicity], seed);
  const hair = pick(HAIR[subject.ethnicity], seed >>> 3);
  const age = ageOf(subject.age);
  const hairColour = age !== null && age >= 55 ? '#B9B4AE' : hair;
  const backdrop = pick(BACKDROPS, seed >>> 6);
  const garment = pick(GARMENTS, seed >>> 9);
  const shoulder = SHOULDERS[subject.bodyType];
  const faceWidth = subject.bodyType === 'plus-size' ? 62 : 56;
  const neck = subject.gender === 'male' ? 30 : 24;
  const beard =
    subject.gender === 'male' && seed % 3 === 0
      ? `<path d="M${200 - faceWidth + 8} 206 C${200 - faceWidth + 14} 262 ${200 + faceWidth - 14} 262 ${200 + faceWidth - 8} 206 C${200 + faceWidth - 20} 250 ${200 - faceWidth + 20} 250 ${200 - faceWidth + 8} 206 Z" fill="${hair}" opacity="0.85"/>`
      : '';
  const lines =
    age !== null && age >= 40
      ? `<path d="M172 226 q6 4 12 0 M216 226 q6 4 12 0" stroke="#00000033" stroke-width="2" fill="none"/>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">`,
    `<rect width="400" height="500" fill="${backdrop}"/>`,
    `<circle cx="200" cy="210" r="170" fill="#FFFFFF" opacity="0.35"/>`,
    hairShape(subject.gender, seed >>> 12, hairColour),
    `<path d="M${200 - shoulder} 500 C${200 - shoulder} 380 ${200 - shoulder + 40} 340 200 336 C${200 + shoulder - 40} 340 ${200 + shoulder} 380 ${200 + shoulder} 500 Z" fill="${garment}"/>`,
    `<rect x="${200 - neck / 2}" y="250" width="${neck}" height="96" rx="${neck / 2}" fill="${skin}"/>`,
    `<path d="M${200 - neck / 2 - 6} 336 L200 ${subject.gender === 'male' ? 372 : 384} L${200 + neck / 2 + 6} 336 Z" fill="${skin}"/>`,
    `<ellipse cx="200" cy="196" rx="${faceWidth}" ry="72" fill="${skin}"/>`,
    `<ellipse cx="${200 - faceWidth}" cy="202" rx="9" ry="15" fill="${skin}"/>`,
    `<ellipse cx="${200 + faceWidth}" cy="202" rx="9" ry="15" fill="${skin}"/>`,
    `<circle cx="178" cy="198" r="5" fill="#1E1714"/>`,
    `<circle cx="222" cy="198" r="5" fill="#1E1714"/>`,
    `<path d="M168 184 q10 -6 20 0 M212 184 q10 -6 20 0" stroke="${hair}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    `<path d="M186 236 q14 10 28 0" stroke="#7A3B34" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    beard,
    lines,
    subject.gender === 'male' ? '' : hairFringe(hairColour, seed),
    `</svg>`,
  ].join('');
}

function hairFringe(colour: string, seed: number): string {
  return seed % 2 === 0
    ? `<path d="M146 170 C160 124 232 118 258 168 C232 148 190 144 146 170 Z" fill="${colour}"/>`
    : `<path d="M142 176 C150 130 214 112 254 150 C222 140 178 150 142 176 Z" fill="${colour}"/>`;
}
