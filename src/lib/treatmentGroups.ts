/**
 * Treatments grouped by need, in the order patients look for them: the home
 * page's tiles and the price list at /pricing show the same groups.
 */
import {categoryLabels, type Treatment, type TreatmentCategory} from '../data/treatments';

/**
 * The order of the groups: everyday care and urgent help first. A category
 * missing here is listed after these.
 */
const categoryOrder: readonly TreatmentCategory[] = [
  'general',
  'urgent',
  'children',
  'gums',
  'replacement',
  'orthodontics',
  'cosmetic',
  'surgery',
  'planning',
];

export interface TreatmentGroup {
  category: TreatmentCategory;
  treatments: Treatment[];
}

/**
 * The treatments a patient chooses between: information pages with no fee of
 * their own (the standards page) are not treatments.
 */
export function listedTreatments(list: readonly Treatment[]): Treatment[] {
  return list.filter((t) => t.pricing || t.schemaType !== 'WebPage');
}

/** `list` in groups by category, in `categoryOrder`, each in the list's order; empty groups left out. */
export function groupByCategory(list: readonly Treatment[]): TreatmentGroup[] {
  const categories = [
    ...categoryOrder,
    ...(Object.keys(categoryLabels) as TreatmentCategory[]).filter(
      (c) => !categoryOrder.includes(c),
    ),
  ];
  return categories
    .map((category) => ({category, treatments: list.filter((t) => t.category === category)}))
    .filter((group) => group.treatments.length > 0);
}
