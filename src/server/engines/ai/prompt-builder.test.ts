import { describe, expect, it } from 'vitest';
import { aiPoseList } from '../../../core/shots.js';
import { buildShotPrompt, describeGarmentViews, describePersona } from './prompt-builder.js';

describe('prompt builder', () => {
  it("uses the spec's defaults: mixed, female, 25-35, athletic, a clean white studio background", () => {
    const prompt = buildShotPrompt({
      persona: null,
      shot: { id: 'standing-front', name: 'Standing Front' },
      views: { hasBack: false, hasSide: false },
    });
    expect(prompt).toContain('an athletic woman of mixed ethnicity, aged 25-35');
    expect(prompt).toContain('Setting: a clean white studio background.');
    expect(prompt).toContain('Pose: Standing Front');
  });

  it('describes a chosen persona with its own description', () => {
    expect(
      describePersona({
        ethnicity: 'indian',
        gender: 'male',
        age: '40',
        bodyType: 'plus-size',
        description: '  salt-and-pepper\nbeard ',
      }),
    ).toBe('a plus-size Indian man, aged 40; salt-and-pepper beard');
    expect(
      describePersona({
        ethnicity: 'african',
        gender: 'non-binary',
        age: '',
        bodyType: 'slim',
        description: '',
      }),
    ).toBe('a slim African non-binary person, aged 25-35');
  });

  it('names the garment photos that exist', () => {
    expect(describeGarmentViews({ hasBack: false, hasSide: false })).toBe(
      'The attached product photos show the front (image 1) of one garment.',
    );
    expect(describeGarmentViews({ hasBack: true, hasSide: true })).toBe(
      'The attached product photos show the front (image 1), the back (image 2), the side (image 3) of one garment.',
    );
  });

  it('keeps the persona identical across the five poses and varies only the pose', () => {
    const persona = {
      ethnicity: 'asian',
      gender: 'female',
      age: '30',
      bodyType: 'athletic',
      description: 'short bob',
    } as const;
    const prompts = aiPoseList({ hasBack: true }).map((shot) =>
      buildShotPrompt({
        persona,
        shot,
        views: { hasBack: true, hasSide: false },
        backgroundDescription: 'a zen garden',
      }),
    );
    expect(prompts).toHaveLength(5);
    expect(prompts.every((p) => p.includes('an athletic Asian woman, aged 30; short bob'))).toBe(
      true,
    );
    expect(new Set(prompts).size).toBe(5);
    expect(prompts[4]).toContain('Back View');
    expect(prompts[4]).toContain('back of the garment');
  });

  it("uses the spec's poses: Back View with a back photo, else Fun Pose", () => {
    expect(aiPoseList({ hasBack: true }).map((s) => s.name)).toEqual([
      'Standing Front',
      'Standing Right',
      'Smiling',
      'Sitting',
      'Back View',
    ]);
    expect(aiPoseList({ hasBack: false }).at(-1)!.name).toBe('Fun Pose');
  });
});
