/** Home shows the first 6 projects of the catalogue, in stored order. */
export const HOME_PROJECT_COUNT = 6;

export function homeProjects<T>(projects: readonly T[] | null | undefined): T[] {
  return (projects ?? []).slice(0, HOME_PROJECT_COUNT);
}

/** The category's label for a card ("water" → "Water & Dams"); an unknown id is shown as is. */
export function categoryLabel(
  categories: ReadonlyArray<{ readonly id: string; readonly label: string }> | null | undefined,
  id: string,
): string {
  return categories?.find((category) => category.id === id)?.label ?? id;
}
