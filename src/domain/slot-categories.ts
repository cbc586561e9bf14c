// Slot sub-categories (docs/product.md §2 Navigation): the filter tabs of the RNG game list, matched against a game's
// gameClassify. Bingo only exists in the Thai-variant (TY) market, so it shows only where TY is offered.
export const BASE_SLOT_CATEGORIES = ['SC', 'JP', 'TG', 'AC'] as const;
export type SlotCategory = (typeof BASE_SLOT_CATEGORIES)[number] | 'BG';

/** The sub-categories for a merchant's supported languages (codes compared without regard to case). */
export function slotCategories(supportedLanguages: readonly string[]): SlotCategory[] {
  const hasTy = supportedLanguages.some((code) => code.toUpperCase() === 'TY');
  return hasTy ? [...BASE_SLOT_CATEGORIES, 'BG'] : [...BASE_SLOT_CATEGORIES];
}
