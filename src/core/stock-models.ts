/**
 * Preset model personas offered to every user (decision 072): free users cannot create
 * models, so these give everyone a choice. Premium ones need a paid plan.
 */
import type { ModelPersona } from './model-persona.js';

export interface StockModel extends ModelPersona {
  id: string;
  name: string;
  isPremium: boolean;
}

export const STOCK_MODELS: readonly StockModel[] = [
  {
    id: 'stock-ananya',
    name: 'Ananya',
    ethnicity: 'indian',
    gender: 'female',
    age: '25-30',
    bodyType: 'slim',
    isPremium: false,
    description: 'Warm smile, long dark hair, natural make-up; suits ethnic and fusion wear.',
  },
  {
    id: 'stock-rohan',
    name: 'Rohan',
    ethnicity: 'indian',
    gender: 'male',
    age: '28-35',
    bodyType: 'athletic',
    isPremium: false,
    description: 'Short hair and a trimmed beard; suits kurtas, shirts and casual wear.',
  },
  {
    id: 'stock-meera',
    name: 'Meera',
    ethnicity: 'indian',
    gender: 'female',
    age: '35-45',
    bodyType: 'plus-size',
    isPremium: false,
    description: 'Confident and graceful; suits sarees, suits and everyday wear.',
  },
  {
    id: 'stock-kabir',
    name: 'Kabir',
    ethnicity: 'indian',
    gender: 'male',
    age: '20-25',
    bodyType: 'slim',
    isPremium: false,
    description: 'Youthful, relaxed; suits streetwear, tees and denim.',
  },
  {
    id: 'stock-aiko',
    name: 'Aiko',
    ethnicity: 'asian',
    gender: 'female',
    age: '22-28',
    bodyType: 'slim',
    isPremium: true,
    description: 'Sleek bob haircut, editorial look; suits dresses and western wear.',
  },
  {
    id: 'stock-zara',
    name: 'Zara',
    ethnicity: 'middle-eastern',
    gender: 'female',
    age: '25-32',
    bodyType: 'athletic',
    isPremium: true,
    description: 'Elegant, strong features; suits occasion wear and co-ords.',
  },
  {
    id: 'stock-kofi',
    name: 'Kofi',
    ethnicity: 'african',
    gender: 'male',
    age: '25-32',
    bodyType: 'athletic',
    isPremium: true,
    description: 'Tall with a clean fade; suits tailoring and athleisure.',
  },
  {
    id: 'stock-sam',
    name: 'Sam',
    ethnicity: 'mixed',
    gender: 'non-binary',
    age: '22-30',
    bodyType: 'slim',
    isPremium: true,
    description: 'Androgynous styling; suits unisex and gender-neutral collections.',
  },
];

export function findStockModel(id: string): StockModel | undefined {
  return STOCK_MODELS.find((model) => model.id === id);
}
