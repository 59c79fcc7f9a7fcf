/**
 * Declares a data list whose ids become a union type, so that naming an id
 * that does not exist is a compile error rather than a broken page:
 *
 *   export const branches = listWithIds<BranchFields>()([{id: 'abids', …}, {id: 'ameerpet', …}]);
 *   export type BranchId = (typeof branches)[number]['id']; // 'abids' | 'ameerpet'
 *
 * Curried because TypeScript cannot take one type argument (the entry's
 * fields) and infer the other (the ids). Entries keep their declared field
 * types (mutable arrays, optional fields), unlike `as const`.
 */
export function listWithIds<Fields extends object>() {
  return <Id extends string>(list: readonly (Fields & {id: Id})[]) => list;
}
