/**
 * The model persona a catalogue is shot on (docs/product.md §7): the enumerations the
 * Models Library filters on, and the spec's defaults when no model is chosen.
 */

export const ETHNICITIES = [
  'asian',
  'caucasian',
  'african',
  'indian',
  'middle-eastern',
  'mixed',
] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];

export const GENDERS = ['male', 'female', 'non-binary'] as const;
export type Gender = (typeof GENDERS)[number];

export const BODY_TYPES = ['slim', 'athletic', 'plus-size'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export interface ModelPersona {
  ethnicity: Ethnicity;
  gender: Gender;
  /** Free text as the spec allows ('25-35', '40', 'early twenties'). */
  age: string;
  bodyType: BodyType;
  /** The user's own description of the model (user_models.prompt); may be empty. */
  description: string;
}

/** docs/product.md §4: model mixed, female, 25-35, athletic. */
export const DEFAULT_PERSONA: ModelPersona = {
  ethnicity: 'mixed',
  gender: 'female',
  age: '25-35',
  bodyType: 'athletic',
  description: '',
};

export const ETHNICITY_LABELS: Record<Ethnicity, string> = {
  asian: 'Asian',
  caucasian: 'Caucasian',
  african: 'African',
  indian: 'Indian',
  'middle-eastern': 'Middle Eastern',
  mixed: 'Mixed',
};

export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
};

export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  slim: 'Slim',
  athletic: 'Athletic',
  'plus-size': 'Plus-size',
};

export function isEthnicity(value: unknown): value is Ethnicity {
  return typeof value === 'string' && (ETHNICITIES as readonly string[]).includes(value);
}

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}

export function isBodyType(value: unknown): value is BodyType {
  return typeof value === 'string' && (BODY_TYPES as readonly string[]).includes(value);
}

/** Fills what a stored model leaves out with the spec's defaults. */
export function withPersonaDefaults(
  partial: Partial<ModelPersona> | null | undefined,
): ModelPersona {
  return {
    ethnicity: partial?.ethnicity ?? DEFAULT_PERSONA.ethnicity,
    gender: partial?.gender ?? DEFAULT_PERSONA.gender,
    age: partial?.age?.trim() || DEFAULT_PERSONA.age,
    bodyType: partial?.bodyType ?? DEFAULT_PERSONA.bodyType,
    description: partial?.description?.trim() ?? '',
  };
}
