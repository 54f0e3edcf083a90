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

/** Hair that falls behind the shoulders (long styles), drawn before the face. */
function hairBack(gender: Gender, variant: number, colour: string): string {
  const long = gender === 'female' || (gender === 'non-binary' && variant % 2 === 0);
  return long
    ? `<path d="M124 196 C114 116 160 88 200 88 C240 88 286 116 276 196 L284 318 C260 332 240 328 234 306 L166 306 C160 328 140 332 116 318 Z" fill="${colour}"/>`
    : '';
}

/** The hair on top of the head, drawn over the face's top so the hairline reads. */
function hairTop(gender: Gender, colour: string): string {
  return gender === 'male'
    ? `<path d="M140 182 C132 116 168 96 200 96 C232 96 268 116 260 182 C252 150 236 138 200 136 C164 138 148 150 140 182 Z" fill="${colour}"/>`
    : `<path d="M138 190 C128 116 166 92 200 92 C234 92 272 116 262 190 C250 150 232 134 204 132 C176 136 152 156 138 190 Z" fill="${colour}"/>`;
}

/** A side-swept fringe, left or right by the persona's seed. */
function hairFringe(colour: string, seed: number): string {
  return seed % 2 === 0
    ? `<path d="M140 176 C150 128 220 110 262 160 C226 140 184 142 140 176 Z" fill="${colour}"/>`
    : `<path d="M138 160 C176 110 250 128 260 176 C218 142 176 140 138 160 Z" fill="${colour}"/>`;
}

/** A full beard: the lower face from cheek to cheek, under the mouth. */
function beardShape(faceWidth: number, colour: string): string {
  const left = 200 - faceWidth;
  const right = 200 + faceWidth;
  return `<path d="M${left} 198 A${faceWidth} 74 0 0 0 ${right} 198 C${right - 14} 222 ${left + 14} 222 ${left} 198 Z" fill="${colour}" opacity="0.9"/>`;
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
    subject.gender === 'male' && seed % 3 === 0 ? beardShape(faceWidth, hairColour) : '';
  const lines =
    age !== null && age >= 40
      ? `<path d="M168 218 q8 5 16 0 M216 218 q8 5 16 0" stroke="#00000033" stroke-width="2" fill="none"/>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">`,
    `<rect width="400" height="500" fill="${backdrop}"/>`,
    `<circle cx="200" cy="220" r="170" fill="#FFFFFF" opacity="0.35"/>`,
    hairBack(subject.gender, seed >>> 12, hairColour),
    `<rect x="${200 - neck / 2}" y="240" width="${neck}" height="80" rx="${neck / 2}" fill="${skin}"/>`,
    `<path d="M${200 - shoulder} 500 C${200 - shoulder} 370 ${200 - shoulder + 30} 318 200 312 C${200 + shoulder - 30} 318 ${200 + shoulder} 370 ${200 + shoulder} 500 Z" fill="${garment}"/>`,
    `<path d="M${200 - neck / 2 - 8} 313 L200 ${subject.gender === 'male' ? 346 : 356} L${200 + neck / 2 + 8} 313 Z" fill="${skin}"/>`,
    `<ellipse cx="${200 - faceWidth + 2}" cy="196" rx="10" ry="16" fill="${skin}"/>`,
    `<ellipse cx="${200 + faceWidth - 2}" cy="196" rx="10" ry="16" fill="${skin}"/>`,
    `<ellipse cx="200" cy="190" rx="${faceWidth}" ry="74" fill="${skin}"/>`,
    beard,
    hairTop(subject.gender, hairColour),
    subject.gender === 'male' ? '' : hairFringe(hairColour, seed),
    `<circle cx="178" cy="194" r="5" fill="#1E1714"/>`,
    `<circle cx="222" cy="194" r="5" fill="#1E1714"/>`,
    `<path d="M168 178 q10 -6 20 0 M212 178 q10 -6 20 0" stroke="${hair}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    `<path d="M196 206 q4 10 -2 16" stroke="#00000026" stroke-width="3" stroke-linecap="round" fill="none"/>`,
    `<path d="M186 234 q14 10 28 0" stroke="${beard ? '#F2E6DC' : '#7A3B34'}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    lines,
    `</svg>`,
  ].join('');
}
