/**
 * The content form's interface texts, each a whole sentence with named values filled in, so a
 * translation can reorder the words (Urdu and Pashto editions are coming).
 */
export const formMessages = {
  optional: "(optional)",
  itemHeading: (position: number) => `Item ${position}`,
  itemField: (list: string, position: number) => `${list}, item ${position}`,
  addItem: (list: string) => `Add an entry to ${list}`,
  moveUp: (position: number, list: string) => `Move item ${position} of ${list} up`,
  moveDown: (position: number, list: string) => `Move item ${position} of ${list} down`,
  remove: (position: number, list: string) => `Remove item ${position} of ${list}`,
  emptyList: "No entries yet.",
  chooseOption: "Choose…",
  noValue: "(none)",
} as const;
